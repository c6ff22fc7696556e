import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/uploader';
import { fakeFetch, type Answer } from '../test/fakeFetch';
import type { LocalImage, UploadConfig } from '../api/types';
import { ImageUploader } from './ImageUploader';

function Harness() {
  const [items, setItems] = useState<LocalImage[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  return <ImageUploader entityType="product" value={items} onChange={setItems} errors={errors} onErrorsChange={setErrors} />;
}

/** The upload-config call answers with `answer` (a status and error body, or the config). */
function renderWith(answer: Answer) {
  fakeFetch({ 'GET /api/v1/settings/upload-config/product': answer });
  return render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}
    >
      <Harness />
      <Notification />
    </AdminContext>,
  );
}

const file = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('image uploader', () => {
  it('uses the fallback limits with a Configuration Warning when the config call is forbidden', async () => {
    renderWith({ status: 403, body: { statusCode: 403, message: 'Forbidden' } });
    // The config call is retried once, after 1 s, before the uploader gives up (the setup's 15 s wait covers it).
    expect(await screen.findByText(en.configWarning)).toBeTruthy();
    expect(screen.getByText(en.configForbidden)).toBeTruthy();
    // Fallback: 2 MB per file.
    expect(await screen.findByText(/Max 2MB each/)).toBeTruthy();
    const input = screen.getByTestId('file-input-product') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('big.png', 3 * 1024 * 1024)] } });
    expect(await screen.findByText('File big.png is too large. Maximum size: 2MB')).toBeTruthy();
    expect(screen.getByText('Validation Errors:')).toBeTruthy();
  });

  it('takes the limits from the config call, previews accepted files and refuses too many', async () => {
    const config: UploadConfig = { allowedFileTypes: ['png'], maxFileSizeMB: 5, maxImages: 2, environment: 'test', folder: 'p' };
    renderWith({ body: { data: config } });
    expect(await screen.findByText(/Up to 2 images/)).toBeTruthy();
    const input = screen.getByTestId('file-input-product') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('a.png', 10), file('b.jpg', 10, 'image/jpeg')] } });
    expect(await screen.findByText('Invalid file type for b.jpg. Allowed types: png')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('image-preview')).toHaveLength(1));
    fireEvent.change(input, { target: { files: [file('c.png', 10), file('d.png', 10)] } });
    expect(await screen.findByText(en.errors.tooManyTitle)).toBeTruthy();
    expect(screen.getAllByTestId('image-preview')).toHaveLength(1);
    // Remove renumbers (here: back to none) and re-enables the drop zone.
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await waitFor(() => expect(screen.queryAllByTestId('image-preview')).toHaveLength(0));
  });
});
