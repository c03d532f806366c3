import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An optional drawn signature (finger, pen or mouse) as a PNG data URL. The typed name is the signature that
 * counts; the drawing only adds to it, so a keyboard user loses nothing.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useTranslation('fulfilment');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const labelId = useId();
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const c = canvas.current!;
    const r = c.getBoundingClientRect();
    return [((e.clientX - r.left) * c.width) / r.width, ((e.clientY - r.top) * c.height) / r.height] as const;
  };
  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    drawing.current = true;
    canvas.current!.setPointerCapture(e.pointerId);
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(...point(e));
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!drawing.current || !ctx) return;
    ctx.lineTo(...point(e));
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChange(null);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('handover.signature')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('handover.signatureHelp')}
      </Text>
      <canvas
        ref={canvas}
        width={480}
        height={160}
        role="img"
        aria-labelledby={labelId}
        style={{
          width: '100%',
          maxWidth: 480,
          height: 'auto',
          aspectRatio: '3 / 1',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
          touchAction: 'none',
          background: 'white',
        }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <Group>
        <Button variant="subtle" size="xs" onClick={clear}>
          {t('handover.clearSignature')}
        </Button>
      </Group>
    </Stack>
  );
}
