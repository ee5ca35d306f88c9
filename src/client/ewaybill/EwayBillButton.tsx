// "e-Way Bill JSON" on a saved bill or delivery challan: offered when the server says rule 138(1) asks for
// an e-way bill (consignment value over ₹50,000), it downloads the portal's bulk-generation file
// (GET /api/ewaybill/{entity}/{id}); where a field is missing it says which, instead of a file. The number
// the portal then gives is recorded beside it ("e-Way Bill no.", RecordEwayBill.tsx) or saved with the form.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useEngine } from '../../../engine/ui/EngineProvider.tsx';
import { fromKyError } from '../../../engine/ui/api.ts';
import { downloadFile, JSON_TYPE } from '../../../engine/ui/report/download.ts';
import { api } from '../api/http.ts';
import { RecordEwayBill } from './RecordEwayBill.tsx';
import { today } from '../documents/documentModel.ts';

type Check = { required: boolean; problems: Array<{ field: string; message: string }> };

type Props = {
  entity: string;
  id: number;
  number: string;
  /** The document as saved: its RowVersion (a new one checks the offer afresh) and recorded e-way bill. */
  record: Record<string, unknown>;
  /** After the number is recorded: the page reads the document again. */
  onRecorded: () => void;
};

export function EwayBillButton({ entity, id, number, record, onRecorded }: Props) {
  const version = record.RowVersion;
  const { notify } = useEngine();
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .get(`ewaybill/${entity}/${id}/check`)
      .json<{ data: Check }>()
      .then(
        (body) => live && setCheck(body.data),
        () => live && setCheck(null),
      );
    return () => {
      live = false;
    };
  }, [entity, id, version]);
  if (!check?.required) return null;

  const download = async () => {
    setBusy(true);
    try {
      const text = await api.get(`ewaybill/${entity}/${id}`).text();
      downloadFile(`ewaybill_${number.replace(/[^A-Za-z0-9-]+/g, '-')}.json`, text, JSON_TYPE);
      notify('e-Way Bill JSON downloaded: upload it on the e-way bill portal (Generate Bulk), then record the number here.', 'success');
    } catch (error) {
      notify(fromKyError(error, 'Could not make the e-way bill file.').message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        disabled={busy}
        color={check.problems.length > 0 ? 'warning' : 'primary'}
        title={check.problems.length > 0 ? check.problems.map((problem) => problem.message).join('\n') : 'The e-way bill portal’s bulk-generation file'}
      >
        e-Way Bill JSON
      </Button>
      <RecordEwayBill entity={entity} id={id} number={record.EwayBillNo} date={record.EwayBillDate} today={today()} onRecorded={onRecorded} />
    </>
  );
}
