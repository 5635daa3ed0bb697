import { useId, useRef } from 'react';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../../lib/toast.ts';
import { useUploadImages, type UploadResult } from './api/upload-images.ts';

type ImageUploadFieldProps = {
  /** The uploaded image's url, or null before an upload. */
  url: string | null;
  onUploaded: (image: UploadResult) => void;
  onClear: () => void;
  error?: string;
};

/** Image types the picker offers (spec 5: jpg or png only; the server judges the content). */
const ACCEPT = 'image/png,image/jpeg';

/**
 * The image picker of Add dish / Add thali (spec 2, 4): uploads the chosen photo at once, shows it after
 * 'Image uploaded successfully', and 'Change' clears it so another can be uploaded.
 */
export function ImageUploadField({ url, onUploaded, onClear, error }: ImageUploadFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImages();

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    upload.mutate([file], {
      onSuccess: (image) => {
        toast.success(m.imageUploaded());
        onUploaded(image);
      },
    });
    // The same file may be picked again after 'Change'.
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink">{m.photo()}</span>
      {url ? (
        <div className="relative overflow-hidden rounded-3xl ring-1 ring-line">
          <img src={url} alt={m.yourUpload()} className="aspect-[16/10] w-full bg-primary-soft object-cover" />
          <button
            type="button"
            onClick={onClear}
            className="absolute right-3 bottom-3 min-h-11 rounded-xl bg-white/95 px-4 text-sm font-semibold text-primary-dark shadow-md backdrop-blur"
          >
            {m.change()}
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={`flex aspect-[16/10] w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed bg-white text-center transition-colors hover:bg-primary-soft/50 ${
            error ? 'border-red-400' : 'border-line'
          }`}
        >
          {upload.isPending ? (
            <LoaderCircle className="size-9 animate-spin text-primary" aria-hidden="true" />
          ) : (
            <span
              className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary"
              aria-hidden="true"
            >
              <ImagePlus className="size-7" />
            </span>
          )}
          <span className="font-semibold text-ink">{upload.isPending ? m.uploading() : m.addAPhoto()}</span>
          <span className="text-xs text-muted">{m.jpgOrPng()}</span>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files)}
          />
        </label>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
