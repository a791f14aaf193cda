/**
 * A task photo in a list (history, the dashboard's recent solutions): the whole photo, scaled to fit
 * (contain, never a centre crop, so the task stays legible). A photo that cannot load (offline and
 * never seen) gives way to a "no image" tile.
 */
import { useState } from 'react';
import './task-thumbnail.css';

export function TaskThumbnail({
  src,
  alt,
  emptyLabel,
  size = 72,
}: {
  src: string | null | undefined;
  alt: string;
  emptyLabel: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="task-thumb task-thumb--empty" style={{ width: size, height: size }}>
        {emptyLabel}
      </span>
    );
  }
  return (
    <img
      className="task-thumb"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      // With CORS, a photo from the S3 bucket is a readable response the service worker can keep offline.
      crossOrigin="anonymous"
      onError={() => setFailed(src)}
    />
  );
}
