/** How far an upload got, as a bar and a percentage. */
export function UploadProgressBar({ fraction, label = 'Uploading' }: { fraction: number; label?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span aria-live="polite">
        {label}: {percent}%
      </span>
    </div>
  );
}
