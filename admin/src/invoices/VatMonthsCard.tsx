import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadFile, invoicesCalls } from './invoicesApi';

/** The table's columns, in order (their heads: shop.invoices.vatMonths.*). */
const COLUMNS = ['month', 'docs', 'net', 'vat', 'gross'] as const;

/** On the analytics screen, once any invoice exists: invoices less credit notes per month, and the accountant's CSV. */
export function VatMonthsCard() {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['vatMonthly'], queryFn: () => invoicesCalls.vatMonthly() });
  if (!data?.length) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="vat-months">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h3" id="vat-months-title">
            {translate('shop.invoices.vatMonths.title')}
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => void downloadFile('/invoices/vat-monthly.csv', 'vat-by-month.csv')}>
            {translate('shop.invoices.vatMonths.csv')}
          </Button>
        </Box>
        {/* five columns scroll sideways on a phone: focusable and named, so the keyboard can scroll them too (WCAG
            2.1.1; axe-core's scrollable-region-focusable) */}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="vat-months-title">
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{translate(`shop.invoices.vatMonths.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{m.month}</TableCell>
                  <TableCell>
                    {m.invoices} / {m.creditNotes}
                  </TableCell>
                  <TableCell>{m.net}</TableCell>
                  <TableCell>{m.vat}</TableCell>
                  <TableCell>{m.gross}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
