import { Extensions, Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LIST_SIZE } from './query-cost';

export enum ImageFormatEnum {
  jpeg = 'jpeg',
  webp = 'webp',
  avif = 'avif',
}
registerEnumType(ImageFormatEnum, { name: 'ImageFormat' });

@ObjectType({ description: 'One encoded size of an image, for srcset.' })
export class ImageSource {
  @Field()
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => ImageFormatEnum)
  format: ImageFormatEnum;
}

@ObjectType({ description: 'A stored image: its main URL (a JPEG) and responsive sources, so clients never need the naming rule.' })
export class Image {
  @Field({ description: 'Site-relative URL of the main JPEG, e.g. /uploads/3f9a….jpg' })
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  // Four widths in three formats at most.
  @Field(() => [ImageSource])
  @Extensions({ [LIST_SIZE]: 12 })
  sources: ImageSource[];
}
