import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@storefront/contract';
import { useId, useRef, useState } from 'react';
import { type UseFormRegister, type UseFormSetValue, useWatch } from 'react-hook-form';
import { errorMessage } from '~/lib/api-client';
import { thumbnailSrc } from '~/lib/image-src';
import { uploadImage } from '~/lib/upload-image';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { Spinner } from '~/ui/states';
import type { SettingsControl, SettingsFormValues } from '../settings-form-model';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * A picture of the store (its logo, the home page's): uploaded from this computer as product
 * photos are (stored at every width, without its metadata), or the address of one on the web.
 * Shows the picture it holds, with a way to take it off.
 */
export function ImageSetting({
  control,
  register,
  setValue,
  error,
  name,
  label,
  hint,
  previewAlt,
  onAuthFailure,
}: {
  control: SettingsControl;
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  error?: string;
  name: 'logoUrl' | 'homeHero.imageUrl';
  label: string;
  hint: string;
  /** What the preview shows, for a screen reader ("The logo as it is now"). */
  previewAlt: string;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const value = useWatch({ control, name });
  const change = (url: string) => setValue(name, url, { shouldDirty: true });
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const url = typeof value === 'string' ? value.trim() : '';

  async function upload(file: File) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setState({ busy: false, message: 'This file is not a JPEG, PNG or WebP image.' });
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setState({ busy: false, message: `This image is larger than ${MAX_MB} MB.` });
      return;
    }
    setState({ busy: true, message: null });
    try {
      const image = await uploadImage(file);
      change(image.url);
      setState({ busy: false, message: `${file.name} uploaded. Save the settings to use it.` });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setState({ busy: false, message: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <img
            src={thumbnailSrc(url)}
            alt={previewAlt}
            className="h-16 max-w-48 rounded-md border border-slate-200 bg-white object-contain p-1"
          />
        ) : (
          <span className="flex h-16 w-24 items-center justify-center rounded-md border border-dashed border-slate-400 text-xs text-slate-700">
            None
          </span>
        )}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={`${label}: choose a file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button variant="outline" disabled={state.busy} onClick={() => fileInput.current?.click()}>
          {state.busy ? <Spinner className="size-4" /> : null}
          {state.busy ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
        </Button>
        {url ? (
          <Button
            variant="outline"
            disabled={state.busy}
            onClick={() => {
              change('');
              setState({ busy: false, message: `${label} removed. Save the settings to apply.` });
            }}
          >
            Remove
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {state.message}
      </p>
      <Field
        label={`${label} address`}
        type="text"
        inputMode="url"
        optional
        autoComplete="off"
        spellCheck={false}
        hint={hint}
        error={error}
        {...register(name)}
      />
    </div>
  );
}
