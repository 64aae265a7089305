import { Admin, RevokedToken, StaffSettings } from '@sawa/api/auth';
import { Art, ArtImage, Artist, Category, Collection, Edition } from '@sawa/api/catalog';
import { Asset } from '@sawa/api/media';
import { TeamMember } from '@sawa/api/team';
import { CommissionRequest, NewsletterSubscriber, OutboxMessage } from '@sawa/api/messaging';
import { PageView } from '@sawa/api/analytics';
import {
  Booking,
  ConservationEntry,
  Order,
  OrderLine,
  OrderRefund,
  SandboxInvoiceRecord,
  ShippingRate,
  ShippingQuote,
  VisitClosure,
  VisitSchedule,
  VisitSlot,
  WeeklySlot,
} from '@sawa/api/commerce';
import { DemoRecord, ShopSettings } from '@sawa/api/shop';
import { AuditEntry } from '@sawa/api/audit';
import { StaffLink } from '@sawa/api/staff';

/** Every TypeORM entity of the app (the migration generator and the test harness read this list). */
export const ENTITIES = [
  Admin,
  RevokedToken,
  Asset,
  TeamMember,
  Artist,
  Category,
  Collection,
  Art,
  ArtImage,
  Edition,
  OutboxMessage,
  NewsletterSubscriber,
  CommissionRequest,
  PageView,
  Order,
  OrderLine,
  OrderRefund,
  ShippingRate,
  ShippingQuote,
  VisitSchedule,
  WeeklySlot,
  VisitClosure,
  VisitSlot,
  Booking,
  ConservationEntry,
  SandboxInvoiceRecord,
  ShopSettings,
  DemoRecord,
  StaffLink,
  StaffSettings,
  AuditEntry,
];
