import { IMAGE_MAX_BYTES, IMAGE_TYPES, PRODUCT_MAX_IMAGES } from '@storefront/contract';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { errorMessage } from '~/lib/api-client';
import { fieldMessage } from '~/lib/format';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { Spinner } from '~/ui/states';
import { thumbnailSrc } from '~/lib/image-src';
import { uploadImage } from '~/lib/upload-image';
import type { ProductFormControl, ProductFormValues } from '../product-form-model';

interface Upload {
  id: number;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  message?: string;
}

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** Why this file cannot be uploaded, before sending it; the API checks again. */
function localProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'This file is not a JPEG, PNG or WebP image.';
  }
  if (file.size > IMAGE_MAX_BYTES) return `This image is larger than ${MAX_MB} MB.`;
  return null;
}

/**
 * The product's images in the order the storefront shows them, the first being the main one.
 * Files upload one after another, each with its own progress and error; images reorder by
 * dragging or with their Move up and Move down buttons.
 */
export function ImageManager({
  control,
  register,
  errors,
  onAuthFailure,
  onBusyChange,
}: {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['images'];
  onAuthFailure?: (error: unknown) => boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const inputId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const nextId = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const abort = useRef<AbortController | null>(null);
  const listMessage = errors?.root?.message ?? errors?.message;

  const busy = uploads.some((upload) => upload.state !== 'failed');
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const pending = uploads.filter((upload) => upload.state !== 'failed').length;
  const room = PRODUCT_MAX_IMAGES - fields.length - pending;

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );

  async function send(id: number, file: File) {
    const signal = abort.current?.signal;
    if (signal?.aborted) return;
    update(id, { state: 'uploading' });
    try {
      const image = await uploadImage(file, signal);
      append({ url: image.url, alt: '' });
      setUploads((list) => list.filter((upload) => upload.id !== id));
      setAnnouncement(`${file.name} uploaded.`);
    } catch (error) {
      if (signal?.aborted) return;
      if (onAuthFailure?.(error)) return;
      update(id, { state: 'failed', message: errorMessage(error) });
    }
  }

  function onFiles(files: File[]) {
    let space = room;
    const added: Upload[] = [];
    for (const file of files) {
      const id = nextId.current++;
      const problem =
        localProblem(file) ??
        (space <= 0 ? `A product has at most ${PRODUCT_MAX_IMAGES} images.` : null);
      if (problem) {
        added.push({ id, name: file.name, state: 'failed', message: problem });
        continue;
      }
      space -= 1;
      added.push({ id, name: file.name, state: 'waiting' });
      // One at a time, in the order chosen: the images land in that order.
      queue.current = queue.current.then(() => send(id, file));
    }
    setUploads((list) => [...list, ...added]);
  }

  function shift(from: number, to: number, button: 'up' | 'down') {
    move(from, to);
    setAnnouncement(
      `Image ${from + 1} moved to position ${to + 1} of ${fields.length}${to === 0 ? ': it is the main image now' : ''}.`,
    );
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === fields.length - 1);
    focusLater(`image-${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`);
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault();
    const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
    setDragging(null);
    setDropTarget(null);
    if (!Number.isInteger(from) || from === to || from < 0 || from >= fields.length) return;
    move(from, to);
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1} of ${fields.length}.`);
  }

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm text-slate-700">
        The first image is the main one: the storefront shows it in lists and first on the product’s
        page. Drag an image, or use its Move buttons, to change the order.
      </p>
      {listMessage ? (
        <p className="mt-2 text-sm font-medium text-red-700">
          {fieldMessage('Images', listMessage)}
        </p>
      ) : null}

      {fields.length ? (
        <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Images, in order">
          {fields.map((field, index) => (
            <li
              key={field.id}
              draggable
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragEnd={() => {
                setDragging(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (dropTarget !== index) setDropTarget(index);
              }}
              onDrop={(event) => onDrop(event, index)}
              className={`rounded-lg border bg-white p-3 ${
                dropTarget === index && dragging !== index
                  ? 'border-brand-700 ring-2 ring-brand-700'
                  : 'border-slate-200'
              } ${dragging === index ? 'opacity-60' : ''}`}
            >
              <div className="flex items-start gap-3">
                <img
                  src={thumbnailSrc(field.url)}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 shrink-0 cursor-grab rounded-md bg-slate-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-slate-900">
                    Image {index + 1}
                    {index === 0 ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900 ring-1 ring-brand-200">
                        Main image
                      </span>
                    ) : null}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-1">
                    <Button
                      id={`image-${index}-up`}
                      variant="outline"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => shift(index, index - 1, 'up')}
                    >
                      Move up<span className="sr-only"> image {index + 1}</span>
                    </Button>
                    <Button
                      id={`image-${index}-down`}
                      variant="outline"
                      size="sm"
                      disabled={index === fields.length - 1}
                      onClick={() => shift(index, index + 1, 'down')}
                    >
                      Move down<span className="sr-only"> image {index + 1}</span>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        remove(index);
                        setAnnouncement(`Image ${index + 1} removed.`);
                      }}
                    >
                      Remove<span className="sr-only"> image {index + 1}</span>
                    </Button>
                  </div>
                </div>
              </div>
              <Field
                label={`Image ${index + 1} alt text`}
                optional
                hint="What the image shows, for people who cannot see it."
                className="mt-3"
                error={errors?.[index]?.alt?.message}
                {...register(`images.${index}.alt`)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No images yet.</p>
      )}

      {uploads.length ? (
        <ul className="mt-4 space-y-2" aria-label="Uploads">
          {uploads.map((upload) => (
            <li
              key={upload.id}
              className={`flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm ${
                upload.state === 'failed'
                  ? 'border-red-200 bg-red-50 text-red-900'
                  : 'border-slate-200 bg-white text-slate-800'
              }`}
            >
              {upload.state === 'uploading' ? <Spinner className="size-4" /> : null}
              <span className="min-w-0 flex-1 break-all">
                <span className="font-medium">{upload.name}</span>
                {upload.state === 'waiting' ? ' — waiting to upload' : null}
                {upload.state === 'uploading' ? ' — uploading…' : null}
                {upload.state === 'failed' ? (
                  <span role="alert"> — not uploaded: {upload.message}</span>
                ) : null}
              </span>
              {upload.state === 'uploading' ? (
                <progress aria-label={`Uploading ${upload.name}`} className="h-2 w-24" />
              ) : null}
              {upload.state === 'failed' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setUploads((list) => list.filter((entry) => entry.id !== upload.id))
                  }
                >
                  Dismiss<span className="sr-only"> {upload.name}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4">
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
            room <= 0 ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          Upload images
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={room <= 0}
            aria-describedby={`${inputId}-hint`}
            className="sr-only"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length) onFiles(files);
            }}
          />
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
          JPEG, PNG or WebP, up to {MAX_MB} MB each; at most {PRODUCT_MAX_IMAGES} images.
        </p>
      </div>
    </div>
  );
}
