import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { InvoiceView } from '@shop/common';
import { INVOICE_TEXTS as T } from './invoiceTexts';
import { downloadFile, invoicesCalls } from './invoicesApi';
import './invoice-print.css';

/** "Arabic · English" for a label pair: the Arabic reads first, the English beside it in its own direction. */
function Both({ pair }: { pair: readonly [string, string] }) {
  return (
    <>
      <span lang="ar">{pair[0]}</span>{' '}
      <span className="inv-en" lang="en" dir="ltr">
        {pair[1]}
      </span>
    </>
  );
}

// i18n-ignore: the printed document's currency code, the same whatever the staff member's language
const sar = (v: string) => <span dir="ltr">{v} SAR</span>;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Riyadh', dateStyle: 'medium', timeStyle: 'short' });

export function Sheet({ doc }: { doc: InvoiceView }) {
  const s = doc.seller;
  const address = [s.buildingNumber, s.street, s.district, s.city, s.postalCode].filter(Boolean).join(', ');
  return (
    <article className="inv-sheet" data-testid={`invoice-${doc.numberText}`} lang="ar" dir="rtl">
      <header className="inv-head">
        <div>
          <h1>
            <Both pair={doc.kind === 'INVOICE' ? T.invoice : T.creditNote} />
          </h1>
          <p className="inv-number">
            <Both pair={T.number} />: <strong dir="ltr">{doc.numberText}</strong>
          </p>
          <p>
            <Both pair={T.issued} />: <span dir="ltr">{when(doc.issuedAt)}</span>
          </p>
          {doc.credits ? (
            <p>
              <Both pair={T.credits} />: <strong dir="ltr">{doc.credits.numberText}</strong>
            </p>
          ) : null}
          {doc.reason ? (
            <p>
              <Both pair={T.reason} />: {doc.reason}
            </p>
          ) : null}
          {doc.creditedBy ? (
            <p className="inv-cancelled">
              <Both pair={T.creditedBy} />: <strong dir="ltr">{doc.creditedBy.numberText}</strong>
            </p>
          ) : null}
        </div>
        {doc.logoUrl ? <img className="inv-logo" src={doc.logoUrl} alt="" /> : null}
      </header>
      <section className="inv-seller">
        <h2>
          <Both pair={T.seller} />
        </h2>
        <p>
          <strong>{s.nameAr}</strong>
          {s.nameEn ? (
            <>
              {' '}
              ·{' '}
              <span lang="en" dir="ltr">
                {s.nameEn}
              </span>
            </>
          ) : null}
        </p>
        <p>
          <Both pair={T.vatNumber} />: <span dir="ltr">{s.vatNumber}</span>
        </p>
        {s.crNumber ? (
          <p>
            <Both pair={T.crNumber} />: <span dir="ltr">{s.crNumber}</span>
          </p>
        ) : null}
        {address ? (
          <p>
            <Both pair={T.address} />: <span dir="ltr">{address}</span>
          </p>
        ) : null}
      </section>
      <table className="inv-lines">
        <thead>
          <tr>
            <th>
              <Both pair={T.item} />
            </th>
            <th>
              <Both pair={T.quantity} />
            </th>
            <th>
              <Both pair={T.unitPrice} />
            </th>
            <th>
              <Both pair={T.net} />
            </th>
            <th>
              <Both pair={T.vat} /> <span dir="ltr">({doc.ratePercent}%)</span>
            </th>
            <th>
              <Both pair={T.gross} />
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((l, i) => (
            <Fragment key={i}>
              <tr>
                <td>{l.description}</td>
                <td dir="ltr">{l.quantity}</td>
                <td>{sar(l.unitPrice)}</td>
                <td>{sar(l.net)}</td>
                <td>{sar(l.vat)}</td>
                <td>{sar(l.gross)}</td>
              </tr>
              {/* a promotion's discount (issue 43): the line's amounts are already the discounted ones, VAT on them */}
              {l.discount ? (
                <tr className="inv-discount" data-invoice-discount>
                  <td colSpan={6}>
                    <Both pair={T.discount} />: {l.discount.reason} · {sar(`−${l.discount.amount}`)} · <Both pair={T.fullPrice} />:{' '}
                    {sar(l.discount.fullUnitPrice)}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <footer className="inv-foot">
        <dl className="inv-totals">
          <dt>
            <Both pair={T.totalNet} />
          </dt>
          <dd>{sar(doc.totals.net)}</dd>
          <dt>
            <Both pair={T.totalVat} />
          </dt>
          <dd>{sar(doc.totals.vat)}</dd>
          <dt className="inv-grand">
            <Both pair={T.totalGross} />
          </dt>
          <dd className="inv-grand">{sar(doc.totals.gross)}</dd>
        </dl>
        <figure className="inv-qr">
          <img src={doc.qrImage} alt={`${T.qr[0]} · ${T.qr[1]}`} data-testid="invoice-qr" width={196} height={196} />
        </figure>
      </footer>
      <p className="inv-reprint">
        <Both pair={T.reprintOnly} />
      </p>
      <p className="inv-actions">
        <button type="button" onClick={() => void downloadFile(`/invoices/${doc.id}/xml`, `${doc.numberText}.xml`)}>
          <Both pair={T.xml} />
        </button>
      </p>
    </article>
  );
}

/** A sale's documents, printable: the invoice, any credit note, any later invoice, each on its own page. */
export default function InvoicePrintPage() {
  const { saleId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error } = useQuery({ queryKey: ['invoices', saleId], queryFn: () => invoicesCalls.forSale(saleId) });
  return (
    <main className="inv-page" lang="ar" dir="rtl">
      <nav className="inv-toolbar">
        <button type="button" onClick={() => navigate(-1)}>
          <Both pair={T.back} />
        </button>
        {data?.length ? (
          <button type="button" className="inv-primary" onClick={() => window.print()}>
            <Both pair={T.print} />
          </button>
        ) : null}
      </nav>
      {isPending ? (
        <p>
          <Both pair={T.loading} />
        </p>
      ) : null}
      {error ? <p role="alert">{(error as Error).message}</p> : null}
      {data && !data.length ? (
        <p>
          <Both pair={T.none} />
        </p>
      ) : null}
      {data?.map((doc) => (
        <Sheet key={doc.id} doc={doc} />
      ))}
    </main>
  );
}
