import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The running service: name, version and uptime.' })
export class ServiceInfo {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  version!: string;

  @Field(() => Float, { description: 'Seconds since this process started.' })
  uptime_seconds!: number;

  @Field(() => Date)
  server_time!: Date;
}

@ObjectType({ description: 'A tick of a live connection, so a dashboard can show that it is live.' })
export class Heartbeat {
  @Field(() => Int)
  sequence!: number;

  @Field(() => Date)
  server_time!: Date;
}
