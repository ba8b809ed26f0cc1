// Each folder of app/server is a room with one door: the file named like the folder (app/server/posts/posts.server.ts).
// Code outside the folder imports that file only, so a room's other files can change without anyone outside noticing.
// Inside, a file imports the one it needs, never its own door: the door hands it on, so that would be a circle.
import path from "node:path";

const ROOM = /^app\/server\/([^/]+)\/(.+)$/;

/** The repository path an import names, or undefined for a package. */
function target(spec, fromFile) {
  if (spec.startsWith("~/")) return path.posix.join("app", spec.slice(2));
  if (spec.startsWith(".")) return path.posix.join(path.posix.dirname(fromFile), spec);
  return undefined;
}

export const serverDoors = {
  meta: {
    type: "problem",
    messages: {
      door: "app/server/{{room}} is entered through its door ~/server/{{room}}/{{room}}.server: import from there (and export it there if it is missing).",
      ownDoor:
        "A file of app/server/{{room}} imports the file it needs in its own room, not the door: the door hands it on, so importing the door makes a circle.",
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const check = (node) => {
      const spec = node.source && node.source.type === "Literal" ? node.source.value : undefined;
      if (typeof spec !== "string") return;
      const to = target(spec, file);
      const room = to && ROOM.exec(to);
      if (!room) return;
      const [, name, rest] = room;
      const isDoor = rest.replace(/\.(tsx?|mjs|js)$/, "") === `${name}.server`;
      if (file.startsWith(`app/server/${name}/`)) {
        // Tests and their fixtures may enter by the door: nothing of the room imports them.
        const roomCode = !/\.(test|fixture)\.tsx?$/.test(file);
        if (isDoor && roomCode)
          context.report({ node: node.source, messageId: "ownDoor", data: { room: name } });
        return;
      }
      if (isDoor) return;
      context.report({ node: node.source, messageId: "door", data: { room: name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "server-doors": serverDoors } };
