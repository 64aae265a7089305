import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum PaymentsModeEnum {
  irembopay = 'irembopay',
  sandbox = 'sandbox',
  off = 'off',
}
registerEnumType(PaymentsModeEnum, {
  name: 'PaymentsMode',
  description: 'Where payments go: IremboPay, the built-in sandbox (nothing is charged), or nowhere (payments not configured).',
});

export enum DemoContentKind {
  artwork = 'artwork',
  artist = 'artist',
  category = 'category',
  collection = 'collection',
  teamMember = 'teamMember',
}
registerEnumType(DemoContentKind, { name: 'DemoContentKind' });

@ObjectType('DemoContentItem', { description: 'A record the demo seed wrote.' })
export class DemoContentItemType {
  @Field(() => DemoContentKind) kind: DemoContentKind;
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: "Why 'Start selling for real' keeps it (the studio's own content uses it); null: it is removed." })
  keptBecause: string | null;
}

@ObjectType('ShopMode', { description: 'Demo shop or selling for real, and where payments go.' })
export class ShopModeType {
  @Field({ description: 'True while this database is a demo shop (the demo catalogue was seeded and the studio has not started selling for real).' })
  demo: boolean;

  @Field(() => PaymentsModeEnum)
  payments: PaymentsModeEnum;

  @Field(() => PaymentsModeEnum, { description: 'Where payments go once the shop sells for real (off: checkout and booking say payments are not configured).' })
  paymentsWhenSellingForReal: PaymentsModeEnum;

  @Field(() => Date, { nullable: true }) demoSeededAt: Date | null;
  @Field(() => Date, { nullable: true }) sellingForRealSince: Date | null;
  @Field(() => String, { nullable: true, description: 'The admin who started selling for real' }) sellingForRealBy: string | null;

  @Field(() => [DemoContentItemType], { description: "What 'Start selling for real' would remove or keep (empty once selling for real)." })
  demoContent: DemoContentItemType[];

  @Field(() => Int, { description: 'Orders made in the demo shop (sandbox payments or none)' }) testOrders: number;
  @Field(() => Int, { description: 'Studio visits booked in the demo shop' }) testVisits: number;
}

@ObjectType('SellingForRealResult')
export class SellingForRealResultType {
  @Field(() => [DemoContentItemType]) removed: DemoContentItemType[];
  @Field(() => [DemoContentItemType], { description: "Demo records kept because the studio's own content uses them" }) kept: DemoContentItemType[];
  @Field(() => Int) testOrdersRemoved: number;
  @Field(() => Int) testVisitsRemoved: number;
  @Field(() => ShopModeType) shopMode: ShopModeType;
}
