/**
 * /app/ — the photo of the task (docs/product.md, screen 1). Camera first on a phone (falls back to the picker
 * when there is no camera or no permission); a drop-or-click area everywhere; or 'Ukucaj zadatak', the
 * maths editor (its own chunk, loaded only when it opens). The chosen photo is compressed here, before
 * anything is uploaded, and kept in the draft as a data URL.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FILE_PICKER_CANCEL_CHECK_MS } from '../../../config/ui-constants.js';
import { CameraIcon, KeyboardIcon } from '../../../components/icons.js';
import { TaskEditor } from '../../../components/task-editor/task-editor.js';
import { Spinner } from '../../../components/spinner.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { sr } from '../../../i18n/sr.js';
import { compressPhoto, readAsDataUrl } from '../image-file.js';
import { useSolveStore } from '../stores/solve-store.js';
import { checkPickedFiles, FILE_INPUT_ACCEPT } from '../upload-validation.js';
import './solve.css';

const CameraCapture = lazy(() => import('./camera-capture.js'));

/** A phone-like device with a camera API: the camera opens first. */
function prefersCamera(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

const hasCameraApi = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** `typing`: open the editor on the draft's typed tasks ('Promeni zadatak' on the details screen). */
export type UploadLocationState = { notice?: string; typing?: boolean } | null;

export function UploadView() {
  const t = sr.solve;
  useDocumentTitle(t.uploadTitle);
  const navigate = useNavigate();
  const locationState = useLocation().state as UploadLocationState;
  const notice = locationState?.notice ?? null;
  const setImage = useSolveStore((s) => s.setImage);
  const setTyped = useSolveStore((s) => s.setTyped);
  const typedDraft = useSolveStore((s) => s.draft?.typedTasks);
  const [typing, setTyping] = useState(Boolean(locationState?.typing));
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerOpen = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(() => !locationState?.typing && prefersCamera());
  const [cameraFailed, setCameraFailed] = useState(false);

  const accept = useCallback(
    async (files: ArrayLike<File> | null | undefined) => {
      const check = checkPickedFiles(files);
      if (!check.ok) {
        setError(check.message);
        return;
      }
      setError(null);
      setBusy(true);
      try {
        const photo = await compressPhoto(check.file);
        const dataUrl = await readAsDataUrl(photo);
        setImage(photo, dataUrl);
        void navigate(paths.app.configure.to);
      } catch {
        setError(t.readFailed);
        setBusy(false);
      }
    },
    [navigate, setImage, t.readFailed],
  );

  // Spec: a cancelled picker is noticed FILE_PICKER_CANCEL_CHECK_MS after the page has focus again
  // (or the browser's own cancel event): no file by then means nothing was chosen.
  const cancelTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleCancelCheck = useCallback(() => {
    if (!pickerOpen.current) return;
    clearTimeout(cancelTimer.current);
    cancelTimer.current = setTimeout(() => {
      if (!pickerOpen.current) return;
      pickerOpen.current = false;
      if (!inputRef.current?.files?.length) setError(t.noFile);
    }, FILE_PICKER_CANCEL_CHECK_MS);
  }, [t.noFile]);

  useEffect(() => {
    const input = inputRef.current;
    window.addEventListener('focus', scheduleCancelCheck);
    input?.addEventListener('cancel', scheduleCancelCheck);
    return () => {
      window.removeEventListener('focus', scheduleCancelCheck);
      input?.removeEventListener('cancel', scheduleCancelCheck);
      clearTimeout(cancelTimer.current);
    };
  }, [scheduleCancelCheck]);

  const openPicker = () => {
    if (busy || !inputRef.current) return;
    inputRef.current.value = '';
    pickerOpen.current = true;
    inputRef.current.click();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void accept(event.dataTransfer.files);
  };

  const typeButton = (
    <button
      type="button"
      className="btn btn--secondary btn--block solve-type-button"
      onClick={() => {
        setCameraOpen(false);
        setTyping(true);
      }}
    >
      <KeyboardIcon />
      {t.typeTask}
    </button>
  );

  if (typing) {
    return (
      <div className="page solve-upload">
        <h1 className="page__title">{t.uploadTitle}</h1>
        <section className="card solve-type" aria-labelledby="type-task-title">
          <h2 id="type-task-title" className="solve-type__title">
            {t.typeTitle}
          </h2>
          <p className="solve-type__lead">{t.typeLead}</p>
          <TaskEditor
            initialTasks={typedDraft ?? ['']}
            submitLabel={t.typeNext}
            onSubmit={(tasks) => {
              setTyped(tasks);
              void navigate(paths.app.configure.to);
            }}
            onCancel={() => setTyping(false)}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="page solve-upload">
      <h1 className="page__title">{t.uploadTitle}</h1>
      <p className="solve-lead">{t.uploadLead}</p>

      {notice && (
        <p className="alert alert--info solve-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="alert alert--error solve-notice" role="alert">
          {error}
        </p>
      )}
      {cameraFailed && (
        <p className="alert alert--info solve-notice" role="status">
          {t.camera.unavailable}
        </p>
      )}

      <input
        ref={inputRef}
        id="task-image-input"
        className="visually-hidden"
        type="file"
        accept={FILE_INPUT_ACCEPT}
        aria-label={t.pickFile}
        tabIndex={-1}
        onChange={(e) => {
          pickerOpen.current = false;
          void accept(e.currentTarget.files);
        }}
      />

      {busy ? (
        <div className="card solve-busy">
          <Spinner label={t.preparing} />
          <p aria-hidden="true">{t.preparing}</p>
        </div>
      ) : cameraOpen ? (
        <Suspense
          fallback={
            <div className="card solve-busy">
              <Spinner label={t.camera.starting} />
            </div>
          }
        >
          <CameraCapture
            onCapture={(file) => {
              setCameraOpen(false);
              void accept([file]);
            }}
            onUnavailable={() => {
              setCameraOpen(false);
              setCameraFailed(true);
            }}
            onClose={() => setCameraOpen(false)}
          />
          <button type="button" className="btn btn--secondary btn--block solve-gallery" onClick={openPicker}>
            {t.camera.fromGallery}
          </button>
          {typeButton}
        </Suspense>
      ) : (
        <>
          <div
            className={`dropzone${dragging ? ' dropzone--active' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <button type="button" className="dropzone__button" onClick={openPicker}>
              <span className="dropzone__icon" aria-hidden="true">
                <CameraIcon />
              </span>
              <span className="dropzone__title">{dragging ? t.dropActive : t.dropTitle}</span>
              <span className="dropzone__hint">{t.dropHint}</span>
            </button>
          </div>
          {hasCameraApi() && !cameraFailed && (
            <button
              type="button"
              className="btn btn--secondary btn--block solve-camera-button"
              onClick={() => setCameraOpen(true)}
            >
              <CameraIcon />
              {t.useCamera}
            </button>
          )}
          {typeButton}
        </>
      )}
    </div>
  );
}
