import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhotoPicker } from './PhotoPicker';

function Picker() {
  const [file, setFile] = useState<File>();
  return (
    <label>
      Photo
      <PhotoPicker id="photo" value={file} onChange={setFile} />
    </label>
  );
}

describe('The photo picker', () => {
  it('When a chosen file only claims to be an image and cannot be shown, then the broken preview gives way to a note that says so', async () => {
    render(<Picker />);
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [new File(['not really a png'], 'broken.png', { type: 'image/png' })] } });
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen photo' });
    fireEvent.error(preview);

    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('broken.png cannot be shown as a photo: it may not be an image. Choose another file.');
  });
});
