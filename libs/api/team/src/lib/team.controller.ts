import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Environment, FlatItem, FlatList, legacy, ParseIdPipe } from '@sawa/api/common';
import { AdminOnly } from '@sawa/api/auth';
import type { UploadedImage } from '@sawa/api/media';
import { TeamMember } from './team-member.entity';
import { LegacyTeamMember, toLegacyTeamMember } from './team-member.legacy-mapper';
import { TeamService } from './team.service';
import { CreateTeamMemberDto } from './dto/create-team-member.dto';
import { UpdateTeamMemberDto } from './dto/update-team-member.dto';

const EXAMPLE: LegacyTeamMember = {
  _id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  name: 'Claudine Mukamana',
  position: 'Studio Manager',
  image: 'https://sawa.example/uploads/7e41d09c2b.jpg',
  createdAt: new Date('2024-03-01T09:00:00Z'),
  updatedAt: new Date('2024-03-01T09:00:00Z'),
};

const FORM_FIELDS = {
  name: { type: 'string', maxLength: 200 },
  position: { type: 'string', maxLength: 200 },
  image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF' },
};

@ApiTags('team')
@Controller('api/v1/team')
export class TeamController {
  private readonly publicUrl: string;

  constructor(
    private readonly team: TeamService,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.get('PUBLIC_URL', { infer: true }) as string;
  }

  @Get()
  @ApiOperation({ summary: 'All team members, in the order they joined. The list is at `data` (no nested `data`); images are full addresses.' })
  @ApiOkResponse({ schema: { example: legacy.flatList([EXAMPLE]) } })
  async list(): Promise<FlatList<LegacyTeamMember>> {
    const { items } = await this.team.list();
    return legacy.flatList(items.map((member) => this.toLegacy(member)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One team member, at `data`.' })
  @ApiOkResponse({ schema: { example: legacy.flatItem(EXAMPLE) } })
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<FlatItem<LegacyTeamMember>> {
    return legacy.flatItem(this.toLegacy(await this.team.findOne(id)));
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Add a team member. name, position and image are required.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['name', 'position', 'image'], properties: FORM_FIELDS } })
  @ApiCreatedResponse({ schema: { example: legacy.flatItem(EXAMPLE) } })
  async create(@Body() body: CreateTeamMemberDto, @UploadedFile() image: UploadedImage | undefined): Promise<FlatItem<LegacyTeamMember>> {
    return legacy.flatItem(this.toLegacy(await this.team.create(body, image)));
  }

  @Patch(':id')
  @AdminOnly()
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Update a team member: sent fields change, others stay. A new image replaces the old one, whose files are deleted.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: FORM_FIELDS } })
  @ApiOkResponse({ schema: { example: legacy.flatItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateTeamMemberDto,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<FlatItem<LegacyTeamMember>> {
    return legacy.flatItem(this.toLegacy(await this.team.update(id, body, image)));
  }

  @Delete(':id')
  @AdminOnly()
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
