import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { SIGNED_IN } from '@sawa/shared/domain';
import { Allow } from '@sawa/api/common';
import { Admin, CurrentAdmin, staffName } from '@sawa/api/auth';
import { DemoRecordKind, ShopModeService } from '@sawa/api/shop';
import { DemoItem, DemoPlan, DemoRemovalService } from './demo-removal.service';
import { DemoContentItemType, DemoContentKind, PaymentsModeEnum, SellingForRealResultType, ShopModeType } from './shop-mode.types';

const KINDS: Record<DemoRecordKind, DemoContentKind> = {
  art: DemoContentKind.artwork,
  artist: DemoContentKind.artist,
  category: DemoContentKind.category,
  collection: DemoContentKind.collection,
  team_member: DemoContentKind.teamMember,
};

const toItem = (item: DemoItem): DemoContentItemType => ({ kind: KINDS[item.kind], id: item.id, name: item.name, keptBecause: item.keptBecause ?? null });

/** The back office's view of the demo shop and its 'Start selling for real' action; it spans several features, so it lives in the app. */
@Resolver(() => ShopModeType)
export class ShopModeResolver {
  constructor(
    private readonly shop: ShopModeService,
    private readonly removal: DemoRemovalService,
  ) {}

  @Query(() => ShopModeType)
  @Allow(SIGNED_IN)
  async shopMode(): Promise<ShopModeType> {
    return this.view(await this.removal.plan());
  }

  @Mutation(() => SellingForRealResultType, {
    description:
      'Ends the demo shop for good: removes the demo content (works, artists, team, categories and collections that hold only demo content, their images and files) and the test orders and visits, and turns the payment sandbox off. The studio’s own content stays.',
  })
  @Allow('settings.manage')
  async startSellingForReal(@CurrentAdmin() admin: Admin): Promise<SellingForRealResultType> {
    const plan = await this.removal.startSellingForReal(staffName(admin));
    return {
      removed: plan.items.filter((i) => !i.keptBecause).map(toItem),
      kept: plan.items.filter((i) => i.keptBecause).map(toItem),
      testOrdersRemoved: plan.testOrders,
      testVisitsRemoved: plan.testVisits,
      shopMode: await this.view({ items: [], testOrders: 0, testVisits: 0 }),
    };
  }

  private async view(plan: DemoPlan): Promise<ShopModeType> {
    const settings = await this.shop.settings();
    return {
      demo: settings.demo,
      payments: this.shop.paymentsMode() as PaymentsModeEnum,
      paymentsWhenSellingForReal: this.shop.paymentsModeWhenSelling() as PaymentsModeEnum,
      demoSeededAt: settings.demoSeededAt,
      sellingForRealSince: settings.sellingForRealSince,
      sellingForRealBy: settings.sellingForRealBy,
      demoContent: settings.demo ? plan.items.map(toItem) : [],
      testOrders: settings.demo ? plan.testOrders : 0,
      testVisits: settings.demo ? plan.testVisits : 0,
    };
  }
}
