import com.adobe.epubcheck.tool.EpubChecker;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Tests only (test/support/epubcheck-resident.ts): one JVM that runs EPUBCheck on file after file,
 * so a test file pays the JVM's start and EPUBCheck's schema compilation once, not per check.
 *
 * One request per line on stdin, "<epub path>\t<report path>"; each is checked exactly as
 * `java -jar epubcheck.jar <epub> --json <report>` checks it (EpubChecker.run is what that jar's
 * main calls), and answered with one line "done <exit code>" on stdout. EPUBCheck's own console
 * output goes to stderr, so it can never be read as an answer. Stdin closing ends the JVM, so it
 * never outlives the test process that started it.
 */
public final class EpubcheckServer {
  public static void main(String[] args) throws Exception {
    // Set aside before any EPUBCheck class loads (one could keep System.out in a static field).
    PrintStream answers = System.out;
    System.setOut(System.err);
    BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = requests.readLine()) != null; ) {
      String[] paths = line.split("\t", -1);
      int code;
      if (paths.length != 2) {
        System.err.println("EpubcheckServer: expected \"<epub>\\t<report>\", got: " + line);
        code = -1;
      } else {
        try {
          code = new EpubChecker().run(new String[] {paths[0], "--json", paths[1]});
        } catch (Throwable error) {
          // As a crashed `java -jar` would: no report, and the caller says EPUBCheck could not run.
          error.printStackTrace();
          code = -1;
        }
      }
      answers.println("done " + code);
      answers.flush();
    }
  }
}
