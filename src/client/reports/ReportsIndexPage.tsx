// /reports: every report the user may open (GET /api/meta/reports), grouped, each a link to its page.
import { Link as RouterLink } from 'react-router-dom';
import { ReportIndex } from '../../../engine/ui/report/ReportIndex.tsx';
import { sessionReports } from './reportContext.ts';

export default function ReportsIndexPage() {
  return <ReportIndex store={sessionReports()} linkComponent={RouterLink} />;
}
