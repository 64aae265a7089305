import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConfigService } from '@nestjs/config';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Allow,
  contractSchema,
  Environment,
  FlatItem,
  FlatList,
  legacy,
  LegacyListQuery,
  legacyWindow,
  ParseIdPipe,
  Public,
  setLegacyPageHeaders,
} from '@sawa/api/common';
import type { UploadedImage } from '@sawa/api/common';
import { TeamMember } from './team-member.entity';
import { LegacyTeamMember, toLegacyTeamMember } from './team-member.legacy-mapper';
import { TeamService } from './team.service';
import { CreateTeamMemberInput, UpdateTeamMemberInput } from './team-member.input';

const EXAMPLE: LegacyTeamMember = {
  _id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  name: 'Claudine Mukamana',
  position: 'Studio Manager',
  image: 'https://sawa.example/uploads/7e41d09c2b.jpg',
  createdAt: new Date('2024-03-01T09:00:00Z'),
  updatedAt: new Date('2024-03-01T09:00:00Z'),
};

@ApiTags('team')
@Controller('api/v1/team')
export class TeamController {
  private readonly publicUrl: string;

  constructor(
    private readonly team: TeamService,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  @Get()
  @ApiOperation({
    summary:
      'Team members, in the order they joined. The list is at `data` (no nested `data`); images are full addresses. `page` and `limit` page through it (default and maximum 500 a page); the `X-Total-Count` header gives the total, `Link` the next page.',
  })
  @ApiOkResponse({ schema: { example: legacy.flatList([EXAMPLE]) } })
  @Public()
  async list(@Query() query: LegacyListQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<FlatList<LegacyTeamMember>> {
    const window = legacyWindow(query);
    const { items, totalItems } = await this.team.list(window);
    setLegacyPageHeaders(req, res, window, totalItems);
    return legacy.flatList(items.map((member) => this.toLegacy(member)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One team member, at `data`.' })
  @ApiOkResponse({ schema: { example: legacy.flatItem(EXAMPLE) } })
  @Public()
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<FlatItem<LegacyTeamMember>> {
    return legacy.flatItem(this.toLegacy(await this.team.findOne(id)));
  }

  @Post()
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Add a team member. name, position and image are required.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(CreateTeamMemberInput, { requiredFiles: ['image'] }) })
  @ApiCreatedResponse({ schema: { example: legacy.flatItem(EXAMPLE) } })
  async create(@Body() body: CreateTeamMemberInput, @UploadedFile() image: UploadedImage | undefined): Promise<FlatItem<LegacyTeamMember>> {
    return legacy.flatItem(this.toLegacy(await this.team.create(body, image)));
  }

  @Patch(':id')
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Update a team member: sent fields change, others stay. A new image replaces the old one, whose files are deleted.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(UpdateTeamMemberInput) })
  @ApiOkResponse({ schema: { example: legacy.flatItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateTeamMemberInput,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<FlatItem<LegacyTeamMember>> {
    return legacy.flatItem(this.toLegacy(await this.team.update(id, body, image)));
  }

  @Delete(':id')
  @Allow('catalog.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a team member and delete their image.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.team.remove(id);
  }

  private toLegacy(member: TeamMember): LegacyTeamMember {
    return toLegacyTeamMember(member, this.publicUrl);
  }
}
