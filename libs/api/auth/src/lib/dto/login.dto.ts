import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';

export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @IsNotEmpty({ message: 'userName is required' })
  @MaxChars(FIELD_LIMITS.login.userName)
  userName: string;

  @ApiProperty({ example: 'a long secret' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxChars(FIELD_LIMITS.login.password)
  password: string;
}
