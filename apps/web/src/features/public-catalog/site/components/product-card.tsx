import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscountBadge, Price } from '@/features/public-catalog/site/components/price';

type Props = {
  href: string;
  title: string;
  photoUrl: string | null;
  subtitle?: string;
  priceCents: number;
  discountPriceCents?: number | null;
  discountPercent?: number;
  extra?: ReactNode;
  /** The first cards of a page, visible without scrolling: their photo loads at once (it may be the largest paint). */
  priority?: boolean;
};

/** A catalogue card: photo, name (the link), a line of facts, the price and any discount. */
export function ProductCard({
  href,
  title,
  photoUrl,
  subtitle,
  priceCents,
  discountPriceCents = null,
  discountPercent = 0,
  extra,
  priority = false,
}: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Card.Section>
        {photoUrl ? (
          // width/height give the browser the photos' 16:10 ratio before they load (no layout shift); the box is 180 px high.
          <Image
            src={photoUrl}
            alt=""
            width={480}
            height={300}
            h={180}
            fit="contain"
            bg="white"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <Stack h={180} bg="gray.1" />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Title order={2} size="h5">
          <Anchor component={Link} to={href} c="dark.9">
            {title}
          </Anchor>
        </Title>
        {discountPercent > 0 && (
          <div>
            <DiscountBadge percent={discountPercent} />
          </div>
        )}
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
        {extra}
        <div style={{ marginTop: 'auto' }}>
          <Price priceCents={priceCents} discountPriceCents={discountPriceCents} />
        </div>
      </Stack>
    </Card>
  );
}
