import { Button } from '@mantine/core';
import { affiliateCalls } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNotifyFailure } from '../../lib/collections/use-notify-failure';
import { exportReferrals } from './export-referrals';
import { saveTextFile } from './save-text-file';

/** The file the export is saved as. */
const exportFileName = 'affiliate.csv';

/**
 * Export CSV: downloads every referral as affiliate.csv; disabled with no referral (the empty
 * list says how to get some). A failure shows a notice with the reason.
 */
export function ExportReferralsButton({ hasReferrals }: { hasReferrals: boolean }) {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const [isExporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const csv = await exportReferrals();
      saveTextFile(csv, exportFileName, affiliateCalls.exportReferrals.answer.mediaType);
    } catch (error) {
      notifyFailure(t('affiliate.export.failed'), error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => void download()}
      loading={isExporting}
      disabled={!hasReferrals}
      data-testid="affiliate-export"
    >
      {t('affiliate.export.action')}
    </Button>
  );
}
