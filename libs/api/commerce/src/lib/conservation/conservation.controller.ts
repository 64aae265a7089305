import { Controller, Get, Header } from '@nestjs/common';
import { Allow } from '@sawa/api/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConservationLedgerService } from './conservation-ledger.service';

@ApiTags('conservation')
@Controller('api/v1/conservation')
export class ConservationController {
  constructor(private readonly ledger: ConservationLedgerService) {}

  @Get('ledger.csv')
  @Allow('csv.export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="conservation-ledger.csv"')
  @ApiOperation({ summary: 'The conservation ledger as CSV, for the conservation partner (admin): each paid order line and each reversal.' })
  csv(): Promise<string> {
    return this.ledger.csv();
  }
}
