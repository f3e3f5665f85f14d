import { useEffect, useMemo, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import type { Translate } from '../../../ui/useTranslator';
import { cropImage } from './cropImage';
import { renamedExtension } from './renamedExtension';

export interface ImageCropDialogProps {
  /** The picked image; the dialog shows while it is set. */
  image: { blob: Blob; name: string };
  t: Translate;
  /** The cropped image, named like the original (a non-PNG becomes .jpg). */
  onDone(cropped: { blob: Blob; name: string }): void;
  onCancel(): void;
}

/**
 * Crops an image before it is uploaded (docs/behaviour.md §4 "image crop" modal, §5 image controls): drag to move,
 * the zoom slider (or the wheel) to scale, 'Кесиш' to upload the cut. Its own chunk: react-easy-crop loads
 * only when someone crops. Focus starts on the zoom slider, Escape cancels.
 *
 * @example
 * <ImageCropDialog image={{ blob: file, name: file.name }} t={t} onDone={upload} onCancel={close} />
 */
export function ImageCropDialog({ image, t, onDone, onCancel }: ImageCropDialogProps) {
  const url = useMemo(() => URL.createObjectURL(image.blob), [image.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const zoomRef = useRef<HTMLInputElement>(null);

  async function finish() {
    if (!area) return;
    setBusy(true);
    try {
      const blob = await cropImage(image.blob, area);
      onDone({ blob, name: blob.type === 'image/png' ? image.name : renamedExtension(image.name, 'jpg') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={t('Расмни кесиш')}
      width="min(640px, 100%)"
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      initialFocus={zoomRef}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('Бекор қилиш')}</Button>
          <Button variant="primary" onClick={() => void finish()} disabled={!area || busy}>
            {t('Кесиш')}
          </Button>
        </>
      }
    >
      <div className="pl-crop">
        <div className="pl-crop__area">
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            aspect={4 / 3}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_relative, pixels) => setArea(pixels)}
            // Its stylesheet would go to document.head, which a shadow root never sees: formChoiceControlsCss carries it.
            disableAutomaticStylesInjection
          />
        </div>
        <label className="pl-crop__zoom">
          <span>{t('Катталаштириш')}</span>
          <input
            ref={zoomRef}
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </label>
      </div>
    </Dialog>
  );
}
