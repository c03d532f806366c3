import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateLeadCustomer } from '@/features/sales/leads/api/create-lead-customer';
import type { LeadDetail } from '@/features/sales/leads/api/get-lead';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

/**
 * The lead's offer: a link to it once made; before, the customer the lead matches and "make an offer", which opens
 * the offer form with that customer chosen (decision 022). An admin may first create a private customer's account.
 */
export function LeadOfferPanel({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const createCustomer = useCreateLeadCustomer(lead.id);
  const [failure, setFailure] = useState<unknown>(null);
  const customer = lead.match.user?.name ?? lead.match.company?.name ?? null;
  const interest = lead.model ? `${lead.model.name}${lead.size ? ` (${lead.size})` : ''}` : null;
  const offerHref = paths.sales.offerCreate.getHref(locale, {
    lead: lead.id,
    companyId: lead.match.company?.id ?? null,
    userId: lead.match.user?.id ?? null,
    customerName: customer,
    description: interest,
  });

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('offer.title')}
        </Title>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {lead.offerId !== null ? (
          <Anchor component={Link} to={paths.sales.offer.getHref(locale, lead.offerId)} fw={600}>
            {t('offer.open', { id: lead.offerId })}
          </Anchor>
        ) : lead.canMakeOffer ? (
          <>
            <Text size="sm">{customer ? t('offer.customer', { name: customer }) : t('offer.noCustomer')}</Text>
            <Text size="sm" c="dimmed">
              {t('offer.intro')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button component={Link} to={offerHref}>
                {t('offer.make')}
              </Button>
              {!lead.match.user && can(user, 'admin') && (
                <Button
                  variant="default"
                  loading={createCustomer.isPending}
                  onClick={async () => {
                    setFailure(null);
                    try {
                      await createCustomer.mutateAsync();
                      notify('success', t('offer.customerCreated'));
                    } catch (error) {
                      setFailure(error);
                    }
                  }}
                >
                  {t('offer.createCustomer')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('offer.closed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
