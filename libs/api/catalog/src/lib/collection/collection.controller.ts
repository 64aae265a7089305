import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow, contractSchema, legacy, LegacyBody, legacyWindow, NestedItem, NestedList, ParseIdPipe, Public, setLegacyPageHeaders } from '@sawa/api/common';
import type { UploadedImage } from '@sawa/api/common';
import { CollectionService } from './collection.service';
import { COLLECTION_LEGACY, LegacyCollection, toLegacyCollection } from './collection.legacy-mapper';
import { CollectionListQueryDto } from './dto/collection-list-query.dto';
import { CreateCollectionInput, UpdateCollectionInput } from './collection.input';

const EXAMPLE: LegacyCollection = {
  _id: '3a4b5c6d-7e8f-4a1b-9c2d-3e4f5a6b7c8d',
  name: 'Gorillas of the Virunga',
  image: '/uploads/41d09c2b7e.jpg',
  categories: '7d1e2f3a-4b5c-4d6e-8f90-1a2b3c4d5e6f',
  createdAt: new Date('2024-03-01T09:00:00Z'),
  updatedAt: new Date('2024-03-01T09:00:00Z'),
};

@ApiTags('collections')
@Controller('api/v1/collection')
export class CollectionController {
  constructor(private readonly collections: CollectionService) {}

  @Get()
  @ApiOperation({
    summary:
      'Collections, newest first; `?categories=ID` keeps those of one category. Read the list at `data.data`. `page` and `limit` page through it (default and maximum 500 a page); the `X-Total-Count` header gives the total, `Link` the next page.',
  })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  @Public()
  async list(@Query() query: CollectionListQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<NestedList<LegacyCollection>> {
    const window = legacyWindow(query);
    const { items, totalItems } = await this.collections.list({ categoryId: query.categories, ...window });
    setLegacyPageHeaders(req, res, window, totalItems);
    return legacy.nestedList(items.map(toLegacyCollection));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One collection; `categories` is the id of its category.' })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  @Public()
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<NestedItem<LegacyCollection>> {
    return legacy.nestedItem(toLegacyCollection(await this.collections.findOne(id)));
  }

  @Post()
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Create a collection. name, image and categories (an existing category id) are required.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(CreateCollectionInput, { ...COLLECTION_LEGACY, requiredFiles: ['image'] }) })
  @ApiCreatedResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async create(
    @LegacyBody(CreateCollectionInput, COLLECTION_LEGACY) body: CreateCollectionInput,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<NestedItem<LegacyCollection>> {
    return legacy.nestedItem(toLegacyCollection(await this.collections.create(body, image)));
  }

  @Patch(':id')
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Update a collection: sent fields change, others stay. A new image replaces the old one, whose files are deleted.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(UpdateCollectionInput, COLLECTION_LEGACY) })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @LegacyBody(UpdateCollectionInput, COLLECTION_LEGACY) body: UpdateCollectionInput,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<NestedItem<LegacyCollection>> {
    return legacy.nestedItem(toLegacyCollection(await this.collections.update(id, body, image)));
  }

  @Delete(':id')
  @Allow('catalog.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a collection and its image. Refused with 409 while artworks still belong to it: move or delete them first.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiConflictResponse({
    description: 'Still in use; nothing was deleted.',
    schema: { example: { status: 'fail', message: 'This collection still has 2 artworks. Move or delete them first.' } },
  })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.collections.remove(id);
  }
}
