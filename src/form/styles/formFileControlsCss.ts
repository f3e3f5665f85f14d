/**
 * Styles of the file and image form controls and of the image crop dialog (react-easy-crop's own rules
 * among them), adopted by FileControl when it draws (useFormFileStyles): they were part of every form's
 * sheet, 2 KiB gzip on a page whose form has no upload.
 */
export const formFileControlsCss = /* css */ `
.pl-files { display: flex; flex-direction: column; gap: 8px; padding: 8px; border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }
.pl-files--dragging { border-color: var(--platon-primary); background: color-mix(in srgb, var(--platon-primary) 6%, transparent); }
.pl-files--invalid { border-color: var(--platon-danger); }
.pl-files__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.pl-files__drop-hint { color: var(--platon-muted); font-size: .92em; }
.pl-files__notice { margin: 0; color: var(--platon-danger); }
.pl-files__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.pl-file {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 8px;
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface);
}
.pl-file--error { border-color: var(--platon-danger); }
.pl-file__thumb { width: 48px; height: 48px; object-fit: cover; border-radius: 4px; background: var(--platon-surface-alt); }
.pl-file__name { flex: 1 1 160px; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: inherit; }
a.pl-file__name { color: var(--platon-primary); text-decoration: none; }
a.pl-file__name:hover { text-decoration: underline; }
.pl-file__size { color: var(--platon-muted); font-size: .92em; }
.pl-file__progress { display: inline-flex; align-items: center; gap: 6px; flex: 1 1 140px; }
.pl-file__bar { flex: 1; height: 6px; border-radius: 3px; overflow: hidden; background: var(--platon-surface-alt); border: 1px solid var(--platon-border); }
.pl-file__bar-fill { display: block; height: 100%; background: var(--platon-primary); transition: width .15s; }
.pl-file__percent { min-width: 3.5em; text-align: right; font-variant-numeric: tabular-nums; }
.pl-file__error { flex: 1 1 100%; color: var(--platon-danger); order: 5; }
.pl-file__actions { display: inline-flex; gap: 2px; }
.pl-file__action { color: var(--platon-primary); }
.pl-file__action--danger { color: var(--platon-danger); }
.pl-file__action:focus-visible { outline: none; box-shadow: var(--platon-focus); }

.pl-crop { display: flex; flex-direction: column; gap: 10px; }
.pl-crop__area { position: relative; height: min(360px, 55vh); background: #111; border-radius: var(--platon-radius); overflow: hidden; }
.pl-crop__zoom { display: flex; align-items: center; gap: 10px; }
.pl-crop__zoom input { flex: 1; }

/* react-easy-crop's own stylesheet (MIT): it injects it into document.head, which a shadow root never sees. */
.reactEasyCrop_Container {
  position: absolute; top: 0; left: 0; right: 0; bottom: 0; overflow: hidden; user-select: none; touch-action: none;
  cursor: move; display: flex; justify-content: center; align-items: center;
}
.reactEasyCrop_Image, .reactEasyCrop_Video { will-change: transform; max-width: unset; }
.reactEasyCrop_Contain { max-width: 100%; max-height: 100%; margin: auto; position: absolute; top: 0; bottom: 0; left: 0; right: 0; }
.reactEasyCrop_Cover_Horizontal { width: 100%; height: auto; }
.reactEasyCrop_Cover_Vertical { width: auto; height: 100%; }
.reactEasyCrop_CropArea {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); border: 1px solid rgba(255, 255, 255, .5);
  box-sizing: border-box; box-shadow: 0 0 0 9999em; color: rgba(0, 0, 0, .5); overflow: hidden;
}
.reactEasyCrop_CropAreaRound { border-radius: 50%; }
.reactEasyCrop_CropAreaGrid::before {
  content: ' '; box-sizing: border-box; position: absolute; border: 1px solid rgba(255, 255, 255, .5);
  top: 0; bottom: 0; left: 33.33%; right: 33.33%; border-top: 0; border-bottom: 0;
}
.reactEasyCrop_CropAreaGrid::after {
  content: ' '; box-sizing: border-box; position: absolute; border: 1px solid rgba(255, 255, 255, .5);
  top: 33.33%; bottom: 33.33%; left: 0; right: 0; border-left: 0; border-right: 0;
}
`;
