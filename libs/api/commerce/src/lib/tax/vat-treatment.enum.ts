import { registerEnumType } from '@nestjs/graphql';

export enum VatTreatmentEnum {
  domestic = 'domestic',
  export = 'export',
}
registerEnumType(VatTreatmentEnum, {
  name: 'VatTreatment',
  description: "How an order's VAT was treated: domestic (VAT included at the studio's rate) or export (delivered abroad: zero-rated).",
});
