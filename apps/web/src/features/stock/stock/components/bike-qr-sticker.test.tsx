import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BikeQrSticker } from '@/features/stock/stock/components/bike-qr-sticker';
import { seriousViolations } from '@/test/axe';
import { renderWithProviders } from '@/test/render';

describe('the bike sticker', () => {
  it("prints the bike's sticker: its QR code opens the bike's record, with the frame number", async () => {
    await renderWithProviders(<BikeQrSticker bike={{ id: 41, frameNumber: 'WAV000041' }} />);
    expect(screen.getByRole('img', { name: "QR code of bike WAV000041's record" }).getAttribute('data-qr-value')).toMatch(
      /\/(fr|en|nl)\/dashboard\/fleet\/bikes\/41$/,
    );
    expect(screen.getByText('WAV000041')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print the sticker' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
