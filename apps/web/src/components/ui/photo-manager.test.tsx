import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhotoManager } from '@/components/ui/photo-manager';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';

/** Stands for an endpoint: keeps the photos in state, refuses a file named "refused.png" as the API would. */
function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [photos, setPhotos] = useState([{ key: 'a', url: '/api/files/public/a.png' }]);
  return (
    <PhotoManager
      photos={photos}
      name="City bell"
      readOnly={readOnly}
      onAdd={async (file) => {
        if (file.name === 'refused.png') throw new ApiError(422, 'file_type_invalid');
        setPhotos((p) => [...p, { key: file.name, url: `/api/files/public/${file.name}` }]);
      }}
      onRemove={async (index) => setPhotos((p) => p.filter((_, i) => i !== index))}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const image = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

describe('PhotoManager', () => {
  it('adds a photo, says so, and shows it with a text saying what it shows', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    expect(screen.getByRole('img', { name: 'City bell, photo 1' })).toBeTruthy();
    await user.upload(fileInput(), image('second.png'));
    expect(await screen.findByRole('img', { name: 'City bell, photo 2' })).toBeTruthy();
    expect(await screen.findByText('The photo was added.')).toBeTruthy();
  });

  it('refuses a file that is not JPG or PNG before sending it, and shows what the server refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(<Harness />);
    await user.upload(fileInput(), image('notes.pdf', 'application/pdf'));
    expect(screen.getByText('Choose a JPG or PNG image.')).toBeTruthy();
    await user.upload(fileInput(), image('refused.png'));
    expect(await screen.findByText('Only JPG and PNG images are accepted.')).toBeTruthy();
    expect(screen.queryByText('Choose a JPG or PNG image.')).toBeNull();
    expect(screen.queryByRole('img', { name: 'City bell, photo 2' })).toBeNull();
  });

  it('removes a photo', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findByText('No photo yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('only shows the photos to someone who may not change them', async () => {
    await renderWithProviders(<Harness readOnly />);
    expect(screen.getByRole('img', { name: 'City bell, photo 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /photo/i })).toBeNull();
  });
});
