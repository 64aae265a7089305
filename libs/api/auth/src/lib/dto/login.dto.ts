import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @IsNotEmpty({ message: 'userName is required' })
  @MaxLength(100)
  userName: string;

  @ApiProperty({ example: 'a long secret' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;
}
