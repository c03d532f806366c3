import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscountBadge, Price } from '@/features/public-site/components/price';

type Props = {
  href: string;
  title: string;
  photoUrl: string | null;
  subtitle?: string;
  priceCents: number;
  discountPriceCents?: number | null;
  discountPercent?: number;
  extra?: ReactNode;
  /** The first cards of a page: their photo is the largest thing on a phone's first screen, so it loads at once. */
  eager?: boolean;
};

/** A catalogue card: photo, name (the link), a line of facts, the price and any discount. */
export function ProductCard({ href, title, photoUrl, subtitle, priceCents, discountPriceCents = null, discountPercent = 0, extra, eager = false }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Card.Section>
        {photoUrl ? (
          <Image src={photoUrl} alt="" h={180} fit="contain" bg="white" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
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
