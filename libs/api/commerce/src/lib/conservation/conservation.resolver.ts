import { Args, Extensions, Query, Resolver } from '@nestjs/graphql';
import { Allow, Public } from '@sawa/api/common';
import { LIST_SIZE, PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { ConservationLedgerService, LEDGER_MONTHS, LedgerMonth } from './conservation-ledger.service';
import { ConservationEntryKindEnum, ConservationEntryList, ConservationEntryType, ConservationMonthType, ConservationTotalsType } from './conservation.types';

@Resolver(() => ConservationTotalsType)
export class ConservationResolver {
  constructor(private readonly ledger: ConservationLedgerService) {}

  @Query(() => ConservationTotalsType, { description: 'Raised for conservation by paid sales: the running total per currency and the works sold (public).' })
  @Public()
  conservationTotals(): Promise<ConservationTotalsType> {
    return this.ledger.totals();
  }

  @Query(() => ConservationEntryList, {
    description: 'The conservation ledger, newest entries first (each paid order line, and its reversal when the order was cancelled).',
  })
  @Allow('ledger.read')
  async conservationLedger(@Args() args: PageArgs): Promise<PaginatedShape<ConservationEntryType>> {
    const { items, totalItems } = await this.ledger.entries(args);
    return { items: items.map((e) => ({ ...e, kind: ConservationEntryKindEnum[e.kind] })), totalItems, page: args.page, pageSize: args.pageSize };
  }

  @Query(() => [ConservationMonthType], { description: `Net conservation share per month and currency, newest first (at most ${LEDGER_MONTHS}).` })
  @Extensions({ [LIST_SIZE]: LEDGER_MONTHS })
  @Allow('ledger.read')
  conservationMonths(): Promise<LedgerMonth[]> {
    return this.ledger.months();
  }

  @Query(() => String, { description: 'The conservation ledger as CSV for the conservation partner (also at GET /api/v1/conservation/ledger.csv).' })
  @Allow('csv.export')
  conservationLedgerCsv(): Promise<string> {
    return this.ledger.csv();
  }
}
