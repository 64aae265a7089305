import type { MigrationInterface } from 'typeorm';
import { Initial1795300000000 } from './1795300000000-Initial';
import { ArtworkSearch1795400000000 } from './1795400000000-ArtworkSearch';
import { Messaging1795500000000 } from './1795500000000-Messaging';
import { Commerce1795600000000 } from './1795600000000-Commerce';
import { PrivatePageViews1795650000000 } from './1795650000000-PrivatePageViews';
import { StockPerEdition1795700000000 } from './1795700000000-StockPerEdition';
import { OrderPayments1795800000000 } from './1795800000000-OrderPayments';
import { OrderHolds1795900000000 } from './1795900000000-OrderHolds';
import { ShopMode1796000000000 } from './1796000000000-ShopMode';
import { SharedSecrets1796500000000 } from './1796500000000-SharedSecrets';
import { ConservationLedger1797000000000 } from './1797000000000-ConservationLedger';
import { AdminSessionGeneration1797100000000 } from './1797100000000-AdminSessionGeneration';
import { UnsubscribeKey1797110000000 } from './1797110000000-UnsubscribeKey';
import { OutboxRegarding1797120000000 } from './1797120000000-OutboxRegarding';
import { SandboxInvoices1797400000000 } from './1797400000000-SandboxInvoices';
import { StudioVisitCalendar1797560000000 } from './1797560000000-StudioVisitCalendar';
import { StaffAndAudit1797570000000 } from './1797570000000-StaffAndAudit';
import { PaymentMode1797600000000 } from './1797600000000-PaymentMode';
import { OrderClientTag1797610000000 } from './1797610000000-OrderClientTag';
import { OrderShippedCancelledDates1797620000000 } from './1797620000000-OrderShippedCancelledDates';
import { NewsletterConfirmation1797730000000 } from './1797730000000-NewsletterConfirmation';
import { ShipmentsAndRefunds1797740000000 } from './1797740000000-ShipmentsAndRefunds';
import { ReturnPolicies1797740000001 } from './1797740000001-ReturnPolicies';
import { SandboxMobileMoneyPush1797750000000 } from './1797750000000-SandboxMobileMoneyPush';
import { ForgivingSearch1797760000000 } from './1797760000000-ForgivingSearch';
import { StructuredAddresses1797770000000 } from './1797770000000-StructuredAddresses';
import { EditionDelivery1797770000001 } from './1797770000001-EditionDelivery';
import { OrderDelivery1797770000002 } from './1797770000002-OrderDelivery';
import { PickupLifecycle1797770000003 } from './1797770000003-PickupLifecycle';
import { PricesPerCurrency1797780000000 } from './1797780000000-PricesPerCurrency';
import { TaxSettings1797800000000 } from './1797800000000-TaxSettings';
import { ShippingQuotes1797810000000 } from './1797810000000-ShippingQuotes';
import { ArtworkAttributes1797830000000 } from './1797830000000-ArtworkAttributes';
import { CatalogueWords1797850000000 } from './1797850000000-CatalogueWords';
import { FacetCountIndexes1797850000001 } from './1797850000001-FacetCountIndexes';

/** Every migration, in order. Add new ones here (see `npm run migration:generate`). */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Initial1795300000000,
  ArtworkSearch1795400000000,
  Messaging1795500000000,
  Commerce1795600000000,
  PrivatePageViews1795650000000,
  StockPerEdition1795700000000,
  OrderPayments1795800000000,
  OrderHolds1795900000000,
  ShopMode1796000000000,
  SharedSecrets1796500000000,
  ConservationLedger1797000000000,
  AdminSessionGeneration1797100000000,
  UnsubscribeKey1797110000000,
  OutboxRegarding1797120000000,
  SandboxInvoices1797400000000,
  StudioVisitCalendar1797560000000,
  StaffAndAudit1797570000000,
  PaymentMode1797600000000,
  OrderClientTag1797610000000,
  OrderShippedCancelledDates1797620000000,
  NewsletterConfirmation1797730000000,
  ShipmentsAndRefunds1797740000000,
  ReturnPolicies1797740000001,
  SandboxMobileMoneyPush1797750000000,
  ForgivingSearch1797760000000,
  StructuredAddresses1797770000000,
  EditionDelivery1797770000001,
  OrderDelivery1797770000002,
  PickupLifecycle1797770000003,
  PricesPerCurrency1797780000000,
  TaxSettings1797800000000,
  ShippingQuotes1797810000000,
  ArtworkAttributes1797830000000,
  CatalogueWords1797850000000,
  FacetCountIndexes1797850000001,
];
