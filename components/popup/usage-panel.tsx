import { formatCount, t } from '@/utils/i18n/t';
import { ledgerKeys } from '@/lib/queue/published';
import { usePopup } from '../stores/popup-context';

/** Words charged today and this month, as the server reported them. */
export function UsagePanel({ today }: { today: Date }) {
  const usage = usePopup((s) => s.usage);
  const hydrated = usePopup((s) => s.hydrated);
  const keys = ledgerKeys(today);
  const day = usage.days[keys.day] ?? 0;
  const month = usage.months[keys.month] ?? 0;
  return (
    <dl className="usage" aria-busy={!hydrated}>
      <div>
        <dt>{t('popupUsageToday')}</dt>
        <dd>{hydrated ? formatCount(day) : '\u00a0'}</dd>
      </div>
      <div>
        <dt>{t('popupUsageMonth')}</dt>
        <dd>{hydrated ? formatCount(month) : '\u00a0'}</dd>
      </div>
    </dl>
  );
}
