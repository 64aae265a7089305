import { Controller, Delete, Get, Headers, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  Allow,
  badInput,
  contractSchema,
  legacy,
  LegacyBody,
  legacyWindow,
  NestedItem,
  NestedList,
  ParseIdPipe,
  Public,
  setLegacyPageHeaders,
} from '@sawa/api/common';
import { STOCK_MESSAGES } from '@sawa/shared/domain';
import type { UploadedImage } from '@sawa/api/common';
import { ArtFiles, MAX_GALLERY_IMAGES } from './art.params';
import { ART_LEGACY, LegacyArt, toLegacyArt } from './art.legacy-mapper';
import { ArtService } from './art.service';
import { ArtListQuery, RecentQuery } from './dto/art-list.query';
import { CreateArtDto, UpdateArtDto } from './dto/art-form.dto';

const EXAMPLE: LegacyArt = {
  _id: '6f1c2a7d-4e6b-4c90-8b5f-3c1e5d2a4e8b',
  artName: 'Silverback at Dawn',
  productCode: 'SAWA-P-001',
  artDescription: 'A silverback pauses at first light above the bamboo line.',
  artSize: '120 x 90 cm',
  artMaterial: 'Oil on canvas',
  quantity: 1,
  artists: '0b6f3c1e-5d2a-4e8b-9f1c-2a7d4e6b8c90',
  artistName: 'Aline Uwase',
  artImageCover: '/uploads/5e1f0c7a9b2d4c6e8f0a1b2c3d4e5f60.jpg',
  artImages: ['/uploads/7a9b2d4c6e8f0a1b2c3d4e5f605e1f0c.jpg'],
  categories: null,
  collections: '2a7d4e6b-8c90-4b6f-9c1e-5d2a4e8b9f1c',
  editions: [
    { _id: 'c90b6f3c-1e5d-4a4e-8b9f-1c2a7d4e6b8c', editionType: 'Original Art Work', price: 2400 },
    { _id: 'd4e6b8c9-0b6f-4c1e-9d2a-4e8b9f1c2a7d', editionType: 'Giclée print (A3)', price: 180 },
  ],
  createdAt: new Date('2026-01-01T09:00:00Z'),
  updatedAt: new Date('2026-01-01T09:00:00Z'),
};

/** What only the REST form has, or says otherwise than the contract: the JSON text of `editions`, the legacy `quantity`. */
const REST_ONLY = {
  quantity: {
    type: 'integer',
    minimum: 0,
    description:
      'Units for sale over the editions that have a limit (the Original Art Work counts 1, a limited print its remaining units; open editions are not counted). ' +
      'A value equal to what the artwork reads now changes nothing. A different one: raising it puts kept-back units back on sale, then enlarges the first limited print ' +
      '(on create, a print without editionSize takes the rest as a limited edition); lowering it keeps units back from the last edition first. Reserved and sold units never change.',
  },
  editions: {
    type: 'string',
    description:
      'JSON text: [{"editionType":"Original Art Work","price":1200},{"editionType":"Giclée print (A3)","price":180,"editionSize":25}]. ' +
      'On update, each row keeps the edition (and its reserved and sold counts) it matches: by `_id` when sent, else the first edition of the same editionType.',
  },
};

/** What only the update form has: the gallery images to keep, by the addresses `artImages` reads. */
const REST_UPDATE_ONLY = {
  ...REST_ONLY,
  keepArtImages: {
    type: 'string',
    description:
      'Optional. JSON text of the gallery images to keep, by the addresses `artImages` reads, in the order wanted: ["/uploads/7a9b2d4c.jpg"] (`[]` keeps none); ' +
      'or the field repeated once per address. The others are deleted with their files, and new artImages are added after the kept ones (at most ' +
      `${MAX_GALLERY_IMAGES} in all). Left out: new artImages replace the gallery, as before.`,
  },
};

const FILES = FileFieldsInterceptor([
  { name: 'artImageCover', maxCount: 1 },
  { name: 'artImages', maxCount: MAX_GALLERY_IMAGES },
]);

type ArtUploads = { artImageCover?: UploadedImage[]; artImages?: UploadedImage[] };

const toFiles = (files: ArtUploads | undefined): ArtFiles => ({ cover: files?.artImageCover?.[0], images: files?.artImages });

/** The artwork's version as an entity tag: GET answers it as ETag, PATCH takes it back in If-Match. */
const etagOf = (version: number) => `"${version}"`;

function versionOf(ifMatch: string | undefined): number | undefined {
  if (!ifMatch) return undefined;
  const match = /^(?:W\/)?"(\d+)"$/.exec(ifMatch.trim());
  if (!match) throw badInput('If-Match must be the ETag of the artwork, such as "3"');
  return Number(match[1]);
}

@ApiTags('art')
@Controller('api/v1/art')
export class ArtController {
  constructor(private readonly arts: ArtService) {}

  @Get()
  @ApiOperation({
    summary:
      'Artworks, newest first; filter by `categories`, `collections` or `artists` id. Read the list at `data.data`. `page` and `limit` page through it (default and maximum 500 a page); the `X-Total-Count` header gives the total, `Link` the next page.',
  })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  @Public()
  async list(@Query() query: ArtListQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<NestedList<LegacyArt>> {
    const window = legacyWindow(query);
    const { items, totalItems } = await this.arts.legacyList({
      categoryId: query.categories,
      collectionId: query.collections,
      artistId: query.artists,
      ...window,
    });
    setLegacyPageHeaders(req, res, window, totalItems);
    return legacy.nestedList(items.map(toLegacyArt));
  }

  @Get('recent')
  @ApiOperation({ summary: 'The newest artworks (default 8, at most 50). Read the list at `data.data`.' })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  @Public()
  async recent(@Query() query: RecentQuery): Promise<NestedList<LegacyArt>> {
    return legacy.nestedList((await this.arts.legacyRecent(query.limit ?? 8)).map(toLegacyArt));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One artwork, with editions (ordered), cover and gallery. Read it at `data.data`.' })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) }, headers: { ETag: { description: "The artwork's version, for If-Match on PATCH" } } })
  @Public()
  async findOne(@Param('id', ParseIdPipe) id: string, @Res({ passthrough: true }) res: Response): Promise<NestedItem<LegacyArt>> {
    const art = await this.arts.findOne(id);
    res.setHeader('ETag', etagOf(art.version));
    return legacy.nestedItem(toLegacyArt(art));
  }

  @Post()
  @Allow('catalog.manage')
  @UseInterceptors(FILES)
  @ApiOperation({
    summary:
      'Create an artwork. productCode (unique), artDescription, artSize, artMaterial, quantity, artists and editions are required, and exactly one of categories or collections.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(CreateArtDto, { ...ART_LEGACY, extra: REST_ONLY }) })
  @ApiCreatedResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  @ApiConflictResponse({ schema: { example: { status: 'fail', message: 'An artwork with product code SAWA-P-001 already exists.' } } })
  async create(@LegacyBody(CreateArtDto, ART_LEGACY) body: CreateArtDto, @UploadedFiles() files: ArtUploads | undefined): Promise<NestedItem<LegacyArt>> {
    return legacy.nestedItem(toLegacyArt(await this.arts.create(body, toFiles(files))));
  }

  @Patch(':id')
  @Allow('catalog.manage')
  @UseInterceptors(FILES)
  @ApiOperation({
    summary:
      'Update an artwork: sent fields change. `editions` are the editions from now on (rows keep the edition they match, with its stock); a new artImageCover replaces the cover and new artImages replace the gallery (old files are deleted), or, with keepArtImages, join the images it keeps (the others are deleted). Sending categories moves it out of its collection and back. ' +
      'Send the version you loaded (`version`, or `If-Match` with the ETag of GET) to be refused with 409 when the artwork changed since (an edit or a sale).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag of GET /api/v1/art/{id} (same as the `version` field)' })
  @ApiBody({ schema: contractSchema(UpdateArtDto, { ...ART_LEGACY, extra: REST_UPDATE_ONLY }) })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  @ApiConflictResponse({ schema: { example: { status: 'fail', message: STOCK_MESSAGES.staleArtwork } } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @LegacyBody(UpdateArtDto, ART_LEGACY) body: UpdateArtDto,
    @UploadedFiles() files: ArtUploads | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NestedItem<LegacyArt>> {
    const art = await this.arts.update(id, { ...body, version: body.version ?? versionOf(ifMatch) }, toFiles(files));
    res.setHeader('ETag', etagOf(art.version));
    return legacy.nestedItem(toLegacyArt(art));
  }

  @Delete(':id')
  @Allow('catalog.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an artwork with its editions and all its image files.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.arts.remove(id);
  }
}
