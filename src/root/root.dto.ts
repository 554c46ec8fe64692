export class LinkDto {
  /** Where it is, relative to the service's origin. */
  href!: string;
  /** What is there. */
  title!: string;
}

export class RootLinksDto {
  docs!: LinkDto;
  openapi!: LinkDto;
  games!: LinkDto;
  health!: LinkDto;
  problems!: LinkDto;
}

export class RootDto {
  /** Always `Croupier`. */
  name!: string;
  /** What the service does. */
  description!: string;
  /** How to call the `/v1` routes. */
  authentication!: string;
  links!: RootLinksDto;
}
