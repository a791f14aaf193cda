/**
 * The phone camera (react-webcam): rear camera, a framing guide, capture, retake, use. Loaded lazily
 * with its upload screen. Any failure to start (no camera, permission denied) calls `onUnavailable`
 * and the screen falls back to the file picker.
 */
import { useCallback, useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { CameraIcon, CloseIcon } from '../../../components/icons.js';
import { sr } from '../../../i18n/sr.js';
import { dataUrlToBlob } from '../image-file.js';

const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: { ideal: 'environment' },
  width: { ideal: 1920 },
  height: { ideal: 1080 },
};

export interface CameraCaptureProps {
  onCapture: (file: File) => void;
  onUnavailable: () => void;
  onClose: () => void;
}

export default function CameraCapture({ onCapture, onUnavailable, onClose }: CameraCaptureProps) {
  const t = sr.solve.camera;
  const webcamRef = useRef<Webcam>(null);
  const [ready, setReady] = useState(false);
  const [shot, setShot] = useState<string | null>(null);

  const capture = useCallback(() => {
    const image = webcamRef.current?.getScreenshot();
    if (image) setShot(image);
  }, []);

  // The video remounts on a retake: capturing before its stream starts would give no picture.
  const retake = () => {
    setReady(false);
    setShot(null);
  };

  const use = () => {
    if (!shot) return;
    const blob = dataUrlToBlob(shot);
    onCapture(new File([blob], `zadatak-${Date.now()}.jpg`, { type: blob.type || 'image/jpeg' }));
  };

  return (
    <section className="camera card" aria-labelledby="camera-title">
      <div className="camera__head">
        <h2 id="camera-title" className="camera__title">
          {t.title}
        </h2>
        <button type="button" className="btn btn--ghost camera__close" onClick={onClose} aria-label={t.close}>
          <CloseIcon />
        </button>
      </div>
      <div className="camera__stage">
        {shot ? (
          <img className="camera__shot" src={shot} alt={t.capturedAlt} />
        ) : (
          <>
            <Webcam
              ref={webcamRef}
              className="camera__video"
              audio={false}
              screenshotFormat="image/jpeg"
              screenshotQuality={0.92}
              forceScreenshotSourceSize
              videoConstraints={VIDEO_CONSTRAINTS}
              onUserMedia={() => setReady(true)}
              onUserMediaError={onUnavailable}
              aria-label={t.videoLabel}
            />
            <div className="camera__guide" aria-hidden="true">
              <span className="camera__corner camera__corner--tl" />
              <span className="camera__corner camera__corner--tr" />
              <span className="camera__corner camera__corner--bl" />
              <span className="camera__corner camera__corner--br" />
            </div>
            {!ready && <p className="camera__starting">{t.starting}</p>}
          </>
        )}
      </div>
      <p className="camera__hint">{t.guide}</p>
      <div className="camera__actions">
        {shot ? (
          <>
            <button type="button" className="btn btn--secondary" onClick={retake}>
              {t.retake}
            </button>
            <button type="button" className="btn btn--primary" onClick={use}>
              {t.usePhoto}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--primary camera__capture"
            onClick={capture}
            disabled={!ready}
          >
            <CameraIcon />
            {t.capture}
          </button>
        )}
      </div>
    </section>
  );
}
