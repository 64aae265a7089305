import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Allow,
  contractSchema,
  legacy,
  LegacyListQuery,
  legacyWindow,
  NestedItem,
  NestedList,
  ParseIdPipe,
  Public,
  setLegacyPageHeaders,
} from '@sawa/api/common';
import type { UploadedImage } from '@sawa/api/common';
import { ArtistService } from './artist.service';
import { LegacyArtist, LegacyArtistWithArtworks, toLegacyArtist, toLegacyArtistWithArtworks } from './artist.legacy-mapper';
import { CreateArtistInput, UpdateArtistInput } from './artist.input';

const EXAMPLE: LegacyArtist = {
  _id: '0b6f3c1e-5d2a-4e8b-9f1c-2a7d4e6b8c90',
  name: 'Amani Uwase',
  description: 'Paints the mountain gorillas of the Virunga massif.',
  image: '/uploads/5e1f0c7a9b.jpg',
  x: '@amani_paints',
  instagram: 'https://instagram.com/amani',
  linkedin: null,
  facebook: null,
  createdAt: new Date('2024-03-01T09:00:00Z'),
  updatedAt: new Date('2024-03-01T09:00:00Z'),
};

@ApiTags('artists')
@Controller('api/v1/artist')
export class ArtistController {
  constructor(private readonly artists: ArtistService) {}

  @Get()
  @ApiOperation({
    summary:
      'Artists, newest first. Read the list at `data.data`. `page` and `limit` page through it (default and maximum 500 a page); the `X-Total-Count` header gives the total, `Link` the next page.',
  })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  @Public()
  async list(@Query() query: LegacyListQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<NestedList<LegacyArtist>> {
    const window = legacyWindow(query);
    const { items, totalItems } = await this.artists.list(window);
    setLegacyPageHeaders(req, res, window, totalItems);
    return legacy.nestedList(items.map(toLegacyArtist));
  }

  @Get(':id')
  @ApiOperation({ summary: "One artist with `artworks`: the artist's works, newest first, each with cover, editions, category and collection." })
  @ApiOkResponse({ schema: { example: legacy.nestedItem({ ...EXAMPLE, artworks: [] }) } })
  @Public()
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<NestedItem<LegacyArtistWithArtworks>> {
    const [artist, artworks] = await Promise.all([this.artists.findOne(id), this.artists.artworksOf(id)]);
    return legacy.nestedItem(toLegacyArtistWithArtworks(artist, artworks));
  }

  @Post()
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Create an artist. name, description and image are required; instagram, linkedin and facebook must be full URLs.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(CreateArtistInput, { requiredFiles: ['image'] }) })
  @ApiCreatedResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async create(@Body() body: CreateArtistInput, @UploadedFile() image: UploadedImage | undefined): Promise<NestedItem<LegacyArtist>> {
    return legacy.nestedItem(toLegacyArtist(await this.artists.create(body, image)));
  }

  @Patch(':id')
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Update an artist: sent fields change, others stay. A new image replaces the old one, whose files are deleted.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(UpdateArtistInput) })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateArtistInput,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<NestedItem<LegacyArtist>> {
    return legacy.nestedItem(toLegacyArtist(await this.artists.update(id, body, image)));
  }

  @Delete(':id')
  @Allow('catalog.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete an artist and its image. Refused with 409 while artworks still name the artist: move or delete them first.',
  })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiConflictResponse({
    description: 'Still in use; nothing was deleted.',
    schema: { example: { status: 'fail', message: 'This artist still has 2 artworks. Move or delete them first.' } },
  })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.artists.remove(id);
  }
}
