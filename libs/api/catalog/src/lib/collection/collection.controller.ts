import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { legacy, NestedItem, NestedList, ParseIdPipe } from '@sawa/api/common';
import { AdminOnly } from '@sawa/api/auth';
import type { UploadedImage } from '@sawa/api/media';
import { CollectionService } from './collection.service';
import { LegacyCollection, toLegacyCollection } from './collection.legacy-mapper';
import { CollectionListQueryDto } from './dto/collection-list-query.dto';
import { CreateCollectionDto } from './dto/create-collection.dto';
import { UpdateCollectionDto } from './dto/update-collection.dto';

const EXAMPLE: LegacyCollection = {
  _id: '3a4b5c6d-7e8f-4a1b-9c2d-3e4f5a6b7c8d',
  name: 'Gorillas of the Virunga',
  image: '/uploads/41d09c2b7e.jpg',
  categories: '7d1e2f3a-4b5c-4d6e-8f90-1a2b3c4d5e6f',
  createdAt: new Date('2024-03-01T09:00:00Z'),
  updatedAt: new Date('2024-03-01T09:00:00Z'),
};

const FORM_FIELDS = {
  name: { type: 'string', maxLength: 200 },
  image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF' },
  categories: { type: 'string', format: 'uuid', description: 'The id of the category the collection belongs to' },
};

@ApiTags('collections')
@Controller('api/v1/collection')
export class CollectionController {
  constructor(private readonly collections: CollectionService) {}

  @Get()
  @ApiOperation({ summary: 'All collections, newest first; `?categories=ID` keeps those of one category. Read the list at `data.data`.' })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  async list(@Query() query: CollectionListQueryDto): Promise<NestedList<LegacyCollection>> {
    const { items } = await this.collections.list({ categoryId: query.categories });
    return legacy.nestedList(items.map(toLegacyCollection));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One collection; `categories` is the id of its category.' })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<NestedItem<LegacyCollection>> {
    return legacy.nestedItem(toLegacyCollection(await this.collections.findOne(id)));
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Create a collection. name, image and categories (an existing category id) are required.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['name', 'image', 'categories'], properties: FORM_FIELDS } })
  @ApiCreatedResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async create(@Body() body: CreateCollectionDto, @UploadedFile() image: UploadedImage | undefined): Promise<NestedItem<LegacyCollection>> {
    const collection = await this.collections.create({ name: body.name, categoryId: body.categories }, image);
    return legacy.nestedItem(toLegacyCollection(collection));
  }

  @Patch(':id')
  @AdminOnly()
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Update a collection: sent fields change, others stay. A new image replaces the old one, whose files are deleted.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: FORM_FIELDS } })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateCollectionDto,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<NestedItem<LegacyCollection>> {
    const collection = await this.collections.update(id, { name: body.name, categoryId: body.categories }, image);
    return legacy.nestedItem(toLegacyCollection(collection));
  }

  @Delete(':id')
  @AdminOnly()
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
