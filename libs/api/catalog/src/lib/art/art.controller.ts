import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@sawa/api/auth';
import { legacy, NestedItem, NestedList, ParseIdPipe } from '@sawa/api/common';
import type { UploadedImage } from '@sawa/api/media';
import { ArtFiles, ArtInput, MAX_GALLERY_IMAGES } from './art.input';
import { LegacyArt, toLegacyArt } from './art.legacy-mapper';
import { ArtService } from './art.service';
import { ArtListQuery, RecentQuery } from './dto/art-list.query';
import { CreateArtDto } from './dto/create-art.dto';
import { UpdateArtDto } from './dto/update-art.dto';

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

const FORM_FIELDS = {
  artName: { type: 'string' },
  productCode: { type: 'string' },
  artDescription: { type: 'string' },
  artSize: { type: 'string' },
  artMaterial: { type: 'string' },
  quantity: { type: 'integer', minimum: 0 },
  artists: { type: 'string', format: 'uuid', description: 'Artist id' },
  categories: { type: 'string', format: 'uuid', description: 'Category id (exactly one of categories or collections)' },
  collections: { type: 'string', format: 'uuid', description: 'Collection id (exactly one of categories or collections)' },
  editions: { type: 'string', description: 'JSON text: [{"editionType":"Original Art Work","price":1200}]' },
  artImageCover: { type: 'string', format: 'binary' },
  artImages: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_GALLERY_IMAGES },
};

const FILES = FileFieldsInterceptor([
  { name: 'artImageCover', maxCount: 1 },
  { name: 'artImages', maxCount: MAX_GALLERY_IMAGES },
]);

type ArtUploads = { artImageCover?: UploadedImage[]; artImages?: UploadedImage[] };

const toFiles = (files: ArtUploads | undefined): ArtFiles => ({ cover: files?.artImageCover?.[0], images: files?.artImages });

function toInput(body: UpdateArtDto): Partial<ArtInput> {
  return {
    artName: body.artName,
    productCode: body.productCode,
    artDescription: body.artDescription,
    artSize: body.artSize,
    artMaterial: body.artMaterial,
    quantity: body.quantity,
    artistId: body.artists,
    categoryId: body.categories,
    collectionId: body.collections,
    editions: body.editions,
  };
}

@ApiTags('art')
@Controller('api/v1/art')
export class ArtController {
  constructor(private readonly arts: ArtService) {}

  @Get()
  @ApiOperation({
    summary: 'Artworks, newest first; filter by `categories`, `collections` or `artists` id. Read the list at `data.data`. `page` and `limit` are optional.',
  })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  async list(@Query() query: ArtListQuery): Promise<NestedList<LegacyArt>> {
    const { items } = await this.arts.list({
      categoryId: query.categories,
      collectionId: query.collections,
      artistId: query.artists,
      page: query.page,
      pageSize: query.limit ?? (query.page ? 9 : undefined),
    });
    return legacy.nestedList(items.map(toLegacyArt));
  }

  @Get('recent')
  @ApiOperation({ summary: 'The newest artworks (default 8, at most 50). Read the list at `data.data`.' })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  async recent(@Query() query: RecentQuery): Promise<NestedList<LegacyArt>> {
    return legacy.nestedList((await this.arts.recent(query.limit ?? 8)).map(toLegacyArt));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One artwork, with editions (ordered), cover and gallery. Read it at `data.data`.' })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<NestedItem<LegacyArt>> {
    return legacy.nestedItem(toLegacyArt(await this.arts.findOne(id)));
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(FILES)
  @ApiOperation({
    summary:
      'Create an artwork. productCode (unique), artDescription, artSize, artMaterial, quantity, artists and editions are required, and exactly one of categories or collections.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['productCode', 'artDescription', 'artSize', 'artMaterial', 'quantity', 'artists', 'editions'],
      properties: FORM_FIELDS,
    },
  })
  @ApiCreatedResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  @ApiConflictResponse({ schema: { example: { status: 'fail', message: 'An artwork with product code SAWA-P-001 already exists.' } } })
  async create(@Body() body: CreateArtDto, @UploadedFiles() files: ArtUploads | undefined): Promise<NestedItem<LegacyArt>> {
    return legacy.nestedItem(toLegacyArt(await this.arts.create(toInput(body) as ArtInput, toFiles(files))));
  }

  @Patch(':id')
  @AdminOnly()
  @UseInterceptors(FILES)
  @ApiOperation({
    summary:
      'Update an artwork: sent fields change. `editions` replaces all editions; a new artImageCover replaces the cover and new artImages replace the gallery (old files are deleted). Sending categories moves it out of its collection and back.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: FORM_FIELDS } })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateArtDto,
    @UploadedFiles() files: ArtUploads | undefined,
  ): Promise<NestedItem<LegacyArt>> {
    return legacy.nestedItem(toLegacyArt(await this.arts.update(id, toInput(body), toFiles(files))));
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an artwork with its editions and all its image files.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.arts.remove(id);
  }
}
