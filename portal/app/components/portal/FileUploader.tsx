import { useEffect, useId, useRef, useState } from 'react';
import { FILE_LIMITS, fileMessages, validateFileBatch } from '~/validation/files';
import { errorMessages, uploaderTexts as t } from '~/messages/portal';

export interface UploadState {
  uploadIds: string[];
  busy: boolean;
}

interface Item {
  key: string;
  name: string;
  size: number;
  progress: number; // 0..100
  state: 'uploading' | 'done' | 'error';
  uploadId?: string;
  error?: string;
}

const ACCEPT = FILE_LIMITS.extensions.map((e) => `.${e}`).join(',');

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Picks files, checks the batch in the browser (count, extension, size: the spec's messages),
 * then uploads each file on its own with XMLHttpRequest so every file gets a real progress bar.
 * The server checks again (by content too) and answers an upload id; the ids travel with the
 * surrounding form as hidden `uploadIds` inputs, each with its `uploadNames` (so the server can
 * name a file whose upload is gone). `staleUploadIds`, from the form's answer, marks uploads the
 * server no longer holds (expired, unknown) as failed: the agent removes and picks them again.
 */
export function FileUploader({
  label,
  hint,
  onChange,
  staleUploadIds,
}: {
  label: string;
  hint?: string;
  onChange?: (s: UploadState) => void;
  staleUploadIds?: readonly string[];
}) {
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [batchError, setBatchError] = useState<string | null>(null);
  const xhrs = useRef(new Map<string, XMLHttpRequest>());
  const seq = useRef(0);

  useEffect(() => {
    onChange?.({
      uploadIds: items.filter((i) => i.state === 'done' && i.uploadId).map((i) => i.uploadId!),
      busy: items.some((i) => i.state === 'uploading'),
    });
    // onChange is a parent callback; only the items matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  useEffect(() => {
    if (!staleUploadIds?.length) return;
    setItems((all) =>
      all.map((i) =>
        i.uploadId && staleUploadIds.includes(i.uploadId)
          ? { ...i, state: 'error', uploadId: undefined, error: fileMessages.unavailable(i.name) }
          : i,
      ),
    );
  }, [staleUploadIds]);

  useEffect(() => {
    const map = xhrs.current;
    return () => map.forEach((x) => x.abort());
  }, []);

  const patch = (key: string, p: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...p } : i)));

  function upload(file: File, key: string) {
    const xhr = new XMLHttpRequest();
    xhrs.current.set(key, xhr);
    xhr.open('POST', `/api/uploads?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) patch(key, { progress: Math.min(99, Math.round((e.loaded / e.total) * 100)) });
    };
    xhr.onload = () => {
      xhrs.current.delete(key);
      let body: { uploadId?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: a proxy error page; fall through to the generic text */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.uploadId) {
        patch(key, { state: 'done', progress: 100, uploadId: body.uploadId });
      } else {
        patch(key, { state: 'error', error: body.error ?? errorMessages.uploadGeneric });
      }
    };
    xhr.onerror = () => {
      xhrs.current.delete(key);
      patch(key, { state: 'error', error: errorMessages.uploadFailed });
    };
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  }

  function onPick(e: React.ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = ''; // picking the same file again after removing it must fire change
    if (picked.length === 0) return;
    const kept = items.filter((i) => i.state !== 'error');
    const problem = validateFileBatch([
      ...kept.map((i) => ({ name: i.name, size: i.size })),
      ...picked.map((f) => ({ name: f.name, size: f.size })),
    ]);
    setBatchError(problem);
    if (problem) return;
    const added = picked.map((f) => ({ file: f, key: `f${++seq.current}` }));
    setItems([
      ...kept,
      ...added.map(({ file, key }) => ({
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        state: 'uploading' as const,
      })),
    ]);
    for (const { file, key } of added) upload(file, key);
  }

  function remove(key: string) {
    const uploadId = items.find((i) => i.key === key)?.uploadId;
    // Give the staged file back so it stops counting against the staging quota (best effort).
    if (uploadId) void fetch(`/api/uploads?id=${uploadId}`, { method: 'DELETE' }).catch(() => undefined);
    xhrs.current.get(key)?.abort();
    xhrs.current.delete(key);
    setItems((all) => all.filter((i) => i.key !== key));
    setBatchError(null);
  }

  return (
    <div className="uploader">
      <label htmlFor={inputId} className="uploader-drop">
        <span className="uploader-label">{label}</span>
        <span className="btn uploader-btn" aria-hidden="true">
          {t.choose}
        </span>
        {hint ? (
          <span className="hint" id={`${inputId}-hint`}>
            {hint}
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        onChange={onPick}
        className="visually-hidden"
        aria-label={label}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
      />
      {batchError ? (
        <p className="status error" role="alert">
          {batchError}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="upload-list" aria-label={t.listLabel}>
          {items.map((i) => (
            <li key={i.key} className={`upload-item ${i.state}`}>
              <div className="upload-head">
                <span className="upload-name">{i.name}</span>
                <span className="upload-size muted">{formatSize(i.size)}</span>
                <button type="button" className="icon-btn" aria-label={t.remove(i.name)} onClick={() => remove(i.key)}>
                  ✕
                </button>
              </div>
              {i.state === 'error' ? (
                <p className="status error" role="alert">
                  {i.error}
                </p>
              ) : (
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={i.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={i.progress}
                  aria-valuetext={i.state === 'done' ? t.uploaded : `${i.progress}%`}
                >
                  <div className="progress-bar" style={{ width: `${i.progress}%` }} />
                </div>
              )}
              {i.state === 'done' && i.uploadId ? (
                <>
                  <input type="hidden" name="uploadIds" value={i.uploadId} />
                  <input type="hidden" name="uploadNames" value={i.name} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
