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
import { CategoryService } from './category.service';
import { LegacyCategory, toLegacyCategory } from './category.legacy-mapper';
import { CreateCategoryInput, UpdateCategoryInput } from './category.input';

const EXAMPLE: LegacyCategory = {
  _id: '7d1e2f3a-4b5c-4d6e-8f90-1a2b3c4d5e6f',
  name: 'Paintings',
  image: '/uploads/9c2b7e41d0.jpg',
  collections: ['3a4b5c6d-7e8f-4a1b-9c2d-3e4f5a6b7c8d'],
  createdAt: new Date('2024-03-01T09:00:00Z'),
  updatedAt: new Date('2024-03-01T09:00:00Z'),
};

@ApiTags('categories')
@Controller('api/v1/category')
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  @Get()
  @ApiOperation({
    summary:
      'Categories, newest first, each with the ids of its collections. Read the list at `data.data`. `page` and `limit` page through it (default and maximum 500 a page); the `X-Total-Count` header gives the total, `Link` the next page.',
  })
  @ApiOkResponse({ schema: { example: legacy.nestedList([EXAMPLE]) } })
  @Public()
  async list(@Query() query: LegacyListQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<NestedList<LegacyCategory>> {
    const window = legacyWindow(query);
    const { items, totalItems } = await this.categories.list(window);
    setLegacyPageHeaders(req, res, window, totalItems);
    return legacy.nestedList(items.map(toLegacyCategory));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category with the ids of its collections.' })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  @Public()
  async findOne(@Param('id', ParseIdPipe) id: string): Promise<NestedItem<LegacyCategory>> {
    return legacy.nestedItem(toLegacyCategory(await this.categories.findOne(id)));
  }

  @Post()
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Create a category. name and image are required.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(CreateCategoryInput, { requiredFiles: ['image'] }) })
  @ApiCreatedResponse({ schema: { example: legacy.nestedItem({ ...EXAMPLE, collections: [] }) } })
  async create(@Body() body: CreateCategoryInput, @UploadedFile() image: UploadedImage | undefined): Promise<NestedItem<LegacyCategory>> {
    return legacy.nestedItem(toLegacyCategory(await this.categories.create(body, image)));
  }

  @Patch(':id')
  @Allow('catalog.manage')
  @UseInterceptors(FileInterceptor('image'))
  @ApiOperation({ summary: 'Rename a category and/or replace its image (the old image files are deleted).' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: contractSchema(UpdateCategoryInput) })
  @ApiOkResponse({ schema: { example: legacy.nestedItem(EXAMPLE) } })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateCategoryInput,
    @UploadedFile() image: UploadedImage | undefined,
  ): Promise<NestedItem<LegacyCategory>> {
    return legacy.nestedItem(toLegacyCategory(await this.categories.update(id, body, image)));
  }

  @Delete(':id')
  @Allow('catalog.manage')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a category and its image. Refused with 409 while collections or artworks still belong to it: move or delete them first.',
  })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiConflictResponse({
    description: 'Still in use; nothing was deleted.',
    schema: { example: { status: 'fail', message: 'This category still has 1 collection and 3 artworks. Move or delete them first.' } },
  })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<void> {
    await this.categories.remove(id);
  }
}
