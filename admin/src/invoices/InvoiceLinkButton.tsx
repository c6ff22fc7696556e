import { Link } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { adminPath } from '../paths';
import { useTranslate } from 'react-admin';

/** On the sale screen: its invoice and credit notes, to re-print (documents are never edited). */
export function InvoiceLinkButton({ saleId }: { saleId: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        size="small"
        component={Link}
        to={adminPath(`/invoices/sale/${saleId}`)}
        startIcon={<ReceiptIcon />}
        data-testid="sale-invoice-link"
      >
        {translate('shop.invoices.link')}
      </Button>
    </Box>
  );
}
