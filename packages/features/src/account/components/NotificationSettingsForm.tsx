import type { NotificationCode } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { NOTIFICATIONS_UPDATED } from '@storefront/domain';
import { Button, Checkbox, sprinkles, useToast } from '@storefront/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

/** The four e-mails a buyer may turn off, by their codes (spec 000 §3). */
const notices: readonly { code: NotificationCode; label: string }[] = [
  { code: '1', label: 'A lot is added to my watchlist' },
  { code: '2', label: 'My bid is submitted' },
  { code: '3', label: 'I am outbid' },
  { code: '4', label: 'I win a lot' },
];

/** /Dashboard/Notification: which e-mails the buyer gets, saved as the comma-joined codes. */
export function NotificationSettingsForm() {
  const { queries, mutations } = useApi();
  const { data } = useSuspenseQuery(queries.getNotification());
  const settings = data.data;
  const [chosen, setChosen] = useState(() => new Set(settings.email_settings.split(',').filter(Boolean)));
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    ...mutations.updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.getNotification().queryKey }),
  });

  const toggle = (code: NotificationCode, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email_settings = notices
      .map((notice) => notice.code)
      .filter((code) => chosen.has(code))
      .join(',');
    save.mutate(
      { body: { notify_id: settings.id, email_settings } },
      {
        onSuccess: () =>
          toast.show({
            id: 'notifications',
            tone: 'success',
            kind: 'alert',
            title: NOTIFICATIONS_UPDATED,
          }),
        onError: (refusal) => toast.show({ id: 'notifications', tone: 'error', title: refusal.message }),
      },
    );
  };

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={submit}
      aria-label="Notification settings"
    >
      <fieldset className={sprinkles({ display: 'grid', gap: 'small' })}>
        <legend>E-mail me when</legend>
        {notices.map((notice) => (
          <Checkbox
            key={notice.code}
            label={notice.label}
            checked={chosen.has(notice.code)}
            onCheckedChange={(on) => toggle(notice.code, on)}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
