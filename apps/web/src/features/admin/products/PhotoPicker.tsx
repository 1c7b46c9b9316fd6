import { Button, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { photoProblem } from './photo-rules';

interface PhotoPickerProps {
  /** The newly chosen file (set by Form.Item). */
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The product's photo as it is now, shown until another is chosen. */
  currentPhotoUrl?: string;
  id?: string;
}

/** A button opening the file dialog for images, and a preview of the chosen or the current photo. */
export function PhotoPicker({ value, onChange, currentPhotoUrl, id }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const preview = usePreviewUrl(value) ?? currentPhotoUrl;

  return (
    <div className="photo-picker">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-describedby={hintId}
        onChange={(event) => {
          onChange?.(event.target.files?.[0]);
          // Choosing the same file again after a refusal must fire a change again.
          event.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} aria-describedby={hintId} className="photo-picker__button">
        {value ? value.name : 'Upload Photo'}
      </Button>
      <Typography.Text type="secondary" id={hintId} className="photo-picker__hint">
        An image of at most 5 MB{currentPhotoUrl ? '; leave it to keep the current photo' : ''}.
      </Typography.Text>
      {preview && <img src={preview} alt={value ? 'Preview of the chosen photo' : 'Current photo'} className="photo-picker__preview" />}
    </div>
  );
}

/**
 * The chosen file as a data: URL. Not an object URL: the server's Content-Security-Policy allows
 * images from 'self' and data: only, so a blob: preview would show as broken.
 */
function usePreviewUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    // A refused file gets no preview: reading a 50 MB file into memory only to refuse it helps nobody.
    if (!file || photoProblem(file)) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setUrl(reader.result);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
