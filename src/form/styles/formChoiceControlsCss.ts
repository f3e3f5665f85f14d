/** Styles of the select, scroll select, file and image form controls (and the listbox popup they open); adopted with the form's sheets (useFormStyles). */
export const formChoiceControlsCss = /* css */ `
.pl-choice {
  position: relative; display: flex; flex-wrap: wrap; align-items: center; gap: 4px;
  min-height: 38px; padding: 2px 4px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface);
}
.pl-choice:focus-within { box-shadow: var(--platon-focus); border-color: var(--platon-primary); }
.pl-choice--invalid { border-color: var(--platon-danger); }
.pl-choice[data-disabled], .pl-choice[data-readonly] { background: var(--platon-surface-alt); }
.pl-choice__trigger {
  flex: 1 1 120px; min-width: 0; min-height: 32px; display: flex; align-items: center; gap: 6px;
  padding: 2px 6px; border: 0; background: transparent; color: inherit; font: inherit; text-align: left; cursor: pointer;
}
.pl-choice__trigger:focus-visible { outline: none; }
.pl-choice__trigger:disabled { cursor: not-allowed; color: var(--platon-muted); }
.pl-choice__trigger[aria-readonly="true"] { cursor: default; }
.pl-choice__value { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-choice__value--empty { color: var(--platon-muted); }
.pl-choice__arrow { color: var(--platon-muted); }
.pl-choice__clear { flex: none; color: var(--platon-muted); line-height: 1; }
.pl-choice__clear:hover { color: var(--platon-danger); }
.pl-choice__chips { display: contents; list-style: none; margin: 0; padding: 0; }
.pl-choice__chip {
  display: inline-flex; align-items: center; gap: 2px; max-width: 100%; padding: 1px 2px 1px 8px; border-radius: 12px;
  background: color-mix(in srgb, var(--platon-primary) 12%, var(--platon-surface)); font-size: .92em;
}
.pl-choice__chip-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-choice__chip-remove {
  border: 0; background: transparent; color: var(--platon-muted); font: inherit; line-height: 1;
  padding: 2px 6px; border-radius: 10px; cursor: pointer;
}
.pl-choice__chip-remove:hover { color: var(--platon-danger); }
.pl-choice__chip-remove:focus-visible { outline: none; box-shadow: var(--platon-focus); }

.pl-listbox {
  z-index: 1500; display: flex; flex-direction: column; gap: 4px; padding: 4px; overflow: hidden;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-listbox__search { flex: none; min-height: 34px; }
.pl-listbox__notice { padding: 6px 10px; border-radius: 4px; color: var(--platon-danger); background: color-mix(in srgb, var(--platon-danger) 8%, transparent); }
.pl-listbox__list { list-style: none; margin: 0; padding: 0; overflow: auto; outline: none; min-height: 0; }
.pl-listbox__option { display: flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 4px; cursor: pointer; }
.pl-listbox__option--active { background: color-mix(in srgb, var(--platon-primary) 12%, transparent); }
.pl-listbox__option[aria-selected="true"] { font-weight: 600; }
.pl-listbox__check { width: 1em; color: var(--platon-primary); }
[aria-selected="true"] > .pl-listbox__check::before { content: '✓'; }
.pl-listbox__end { height: 1px; }
.pl-listbox__empty, .pl-listbox__loading { padding: 8px 10px; color: var(--platon-muted); }
.pl-listbox__failed { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 6px 10px; color: var(--platon-danger); }
.pl-listbox__retry { min-height: 28px; padding: 0 10px; }

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
