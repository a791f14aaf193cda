/**
 * The task photo, enlargeable (docs/product.md, screen 3): a native modal <dialog> — focus moves in, Escape or the
 * close button (or a click beside the photo) closes it, and focus returns to the button that opened it.
 */
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../icons.js';
import { sr } from '../../i18n/sr.js';

export function EnlargeableImage({ src, alt }: { src: string; alt: string }) {
  const t = sr.solution;
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="task-image__opener"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t.enlarge}
      >
        <img className="task-image__thumb" src={src} alt={alt} crossOrigin="anonymous" />
      </button>
      <dialog
        ref={dialogRef}
        className="image-modal no-print"
        aria-labelledby="image-modal-title"
        onClose={() => {
          setOpen(false);
          openerRef.current?.focus();
        }}
        onClick={(e) => {
          // A click on the backdrop lands on the dialog itself.
          if (e.target === e.currentTarget) setOpen(false);
        }}
      >
        <div className="image-modal__head">
          <h2 id="image-modal-title" className="image-modal__title">
            {t.modalTitle}
          </h2>
          <button
            type="button"
            className="btn btn--secondary image-modal__close"
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
            {t.close}
          </button>
        </div>
        {open && <img className="image-modal__image" src={src} alt={alt} crossOrigin="anonymous" />}
      </dialog>
    </>
  );
}
