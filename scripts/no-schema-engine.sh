#!/bin/sh
echo "Holonet does not use Prisma's native schema engine. Migrations: 'npm run db:migrate' applies them," >&2
echo "'npm run db:new-migration -- <name>' writes one from prisma/schema.prisma (see README)." >&2
exit 1
