import { useQuery } from '@apollo/client/react';
import { VatDisplayDocument } from '../gql/graphql';

/** The words a VAT-registered studio's domestic prices carry (issue 24); nothing at all when it is not registered. */
export const INCL_VAT = 'incl. VAT';

/** Whether prices include VAT (the studio is VAT-registered); false until known, so no VAT text ever shows by mistake. */
export function useVatIncluded(): boolean {
  return useQuery(VatDisplayDocument).data?.vatDisplay.vatRegistered ?? false;
}

/** " incl. VAT" after a domestic price when the studio is VAT-registered; nothing otherwise. */
export function InclVat({ domestic = true }: { domestic?: boolean }) {
  const included = useVatIncluded();
  if (!included || !domestic) return null;
  return <span className="price-vat"> {INCL_VAT}</span>;
}
