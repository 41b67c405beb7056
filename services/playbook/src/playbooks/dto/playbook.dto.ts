export interface TeamPlaybookDto {
  id: string;
  teamId: string;
  type: 'team';
  plays: unknown[];
  folders: unknown[];
}

export interface PersonalPlaybookDto {
  id: string;
  ownerId: string;
  type: 'personal';
  plays: unknown[];
  folders: unknown[];
}
